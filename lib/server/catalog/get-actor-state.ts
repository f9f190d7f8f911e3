import 'server-only';
import { eq } from 'drizzle-orm';
import type { ActorState } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { liveAvailability } from './availability';
import { isBannedFor } from './model-row';

/**
 * `GET /rest/v1/actor/getActorStateById/{actorId}`: what changes while a profile page is open
 * (online, shows, voyeur). Same availability rules as getActorData, so both agree.
 */
export async function getActorState(
  db: DbOrTx,
  actorId: number,
  viewerCountry?: string | null,
): Promise<ActorState | null> {
  const [row] = await db
    .select({
      id: actors.id,
      isOnline: actors.isOnline,
      bannedCountryCodes: actors.bannedCountryCodes,
      freeChat: actorFeatures.freeChat,
      voyeurChat: actorFeatures.voyeurChat,
      mobileVideoCall: actorFeatures.mobileVideoCall,
      isCurrentlyTicketShow: actorFeatures.isCurrentlyTicketShow,
    })
    .from(actors)
    .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .where(eq(actors.id, actorId))
    .limit(1);
  // §6: a performer banned for the viewer's country looks missing here too.
  if (!row || isBannedFor(row.bannedCountryCodes, viewerCountry)) return null;
  return {
    id: row.id,
    isOnline: row.isOnline,
    ...liveAvailability(row),
    freeChat: row.freeChat,
  };
}
