import 'server-only';
import { eq } from 'drizzle-orm';
import { type GuestProfile, newsletterTypesOf } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { readGuestSettings } from './guest-settings';

/** GET guest/profile: name, avatar, email, newsletters, notification settings and preferences in one answer. */
export async function getGuestProfile(db: DbOrTx, guestId: number): Promise<GuestProfile> {
  const [[guest], settings] = await Promise.all([
    db.select({ name: guests.screenName, email: guests.email }).from(guests).where(eq(guests.id, guestId)),
    readGuestSettings(db, guestId),
  ]);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  return {
    guestId,
    name: guest.name,
    avatar: null,
    email: guest.email,
    newsletterTypes: newsletterTypesOf(settings.newsletterBits),
    notificationsSettings: settings.notifications,
    preferences: settings.preferences,
  };
}
