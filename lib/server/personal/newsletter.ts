import 'server-only';
import { eq } from 'drizzle-orm';
import { type NewsletterTypeId, newsletterTypesOf } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { setNewsletterBit } from './guest-settings';

export type NewsletterState = { typeId: NewsletterTypeId; subscribed: boolean; newsletterTypes: NewsletterTypeId[] };

type SubscribeInput = { typeId: NewsletterTypeId; userId: number; emailAddress: string };

/**
 * §7 newsletter/subscribe {typeId, userId, emailAddress}: a guest subscribes only themselves
 * (another userId is 403) and only with the account's address (another one is 422), so nobody
 * can sign someone else up.
 */
export async function subscribeNewsletter(db: DbOrTx, guestId: number, input: SubscribeInput): Promise<NewsletterState> {
  if (input.userId !== guestId) throw new AppError('FORBIDDEN', 'You can only subscribe yourself.');
  const [guest] = await db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
  if (!guest || guest.email.trim().toLowerCase() !== input.emailAddress.trim().toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'The email address is not the one of your account.', [
      { path: 'emailAddress', message: 'Use the email address of your account.' },
    ]);
  }
  const bits = await setNewsletterBit(db, guestId, input.typeId, true);
  return { typeId: input.typeId, subscribed: true, newsletterTypes: newsletterTypesOf(bits) };
}

/** §7 newsletter/unsubscribe {typeId}: always the caller's own subscription; unsubscribing twice is fine. */
export async function unsubscribeNewsletter(db: DbOrTx, guestId: number, typeId: NewsletterTypeId): Promise<NewsletterState> {
  const bits = await setNewsletterBit(db, guestId, typeId, false);
  return { typeId, subscribed: false, newsletterTypes: newsletterTypesOf(bits) };
}
