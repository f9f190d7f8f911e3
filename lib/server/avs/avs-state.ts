import 'server-only';
import { eq } from 'drizzle-orm';
import type { AvsState } from '@/lib/contracts/avs';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';

/** §3 guest session avsStatus and avsRejectMessage. */
export async function avsState(db: DbOrTx, guestId: number): Promise<AvsState> {
  const [guest] = await db
    .select({ avsStatus: guests.avsStatus, avsRejectMessage: guests.avsRejectMessage })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  return guest;
}
