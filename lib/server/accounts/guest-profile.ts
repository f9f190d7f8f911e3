import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';

export type GuestProfile = { guestId: number; email: string; screenName: string; avsStatus: 'pending' | 'rejected' | 'accepted' | 'unknown' };

/** What the header and the settings view show about the logged-in guest. */
export async function guestProfile(db: DbOrTx, guestId: number): Promise<GuestProfile> {
  const [row] = await db
    .select({ guestId: guests.id, email: guests.email, screenName: guests.screenName, avsStatus: guests.avsStatus })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'There is no valid session. Please log in.');
  return row;
}
