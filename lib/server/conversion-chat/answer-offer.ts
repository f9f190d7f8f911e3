import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { candidateEndsAt, toEpochSeconds } from '@/lib/conversion-chat/conversion-chat-rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestConversionChat } from '@/lib/server/db/schema/conversion-chat';
import { AppError } from '@/lib/server/errors';
import { conversionChatRow } from './conversion-chat-state';
import { grantConversionChatTrial } from './grant-trial';

/**
 * §7 guest/conversionChat {action: 'enable'}: a candidate accepts the trial from the box.
 * The guest row is locked first, so two tabs accepting at once grant once: the second sees the
 * first one's row, is no candidate any more and gets 409 CONFLICT. Answers the eligibility end.
 */
export async function enableConversionChat(db: DbOrTx, guestId: number, now: Date): Promise<Date> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ createdAt: guests.createdAt, isPayingCustomer: guests.isPayingCustomer })
      .from(guests)
      .where(eq(guests.id, guestId))
      .for('no key update');
    if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
    const answered = (await conversionChatRow(tx, guestId)) !== null;
    const facts = { signedUpAt: toEpochSeconds(guest.createdAt), isPayingCustomer: guest.isPayingCustomer, answered };
    if (candidateEndsAt(toEpochSeconds(now), facts) === null) {
      throw new AppError('CONFLICT', 'The free chat offer is not open to this account (any more).');
    }
    return grantConversionChatTrial(tx, guestId, now, 'box');
  });
}

/**
 * §7 guest/conversionChat {action: 'disable'}: the guest declines. No more offer, and a running
 * trial's countdown ends now; its voucher seconds stay and expire with it (simplest, and never
 * takes back what a chat is spending this second). Repeating it changes nothing.
 */
export async function disableConversionChat(db: DbOrTx, guestId: number, now: Date): Promise<void> {
  await db
    .insert(guestConversionChat)
    .values({ guestId, status: 'declined', updatedAt: now })
    .onConflictDoUpdate({
      target: guestConversionChat.guestId,
      set: {
        status: 'declined',
        // LEAST ignores NULL, so a row without a grant keeps no end (the grant check).
        eligibleUntil: sql`case when ${guestConversionChat.eligibleUntil} is null then null else least(${guestConversionChat.eligibleUntil}, ${now.toISOString()}::timestamptz) end`,
        updatedAt: now,
      },
    });
}
