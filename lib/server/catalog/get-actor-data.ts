import 'server-only';
import { eq } from 'drizzle-orm';
import type { ActorData } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actors } from '@/lib/server/db/schema/actors';
import { guestHasTicket } from '@/lib/server/tickets/show-access';
import { byIdOrName } from './actor-lookup';
import { liveAvailability } from './availability';
import { asCurrency, isBannedFor } from './model-row';

/**
 * §3 actor data, as `GET /rest/v1/actor/getActorDataByIdOrName/{actorIdOrName}` returns it.
 * Null when unknown or banned for the viewer's country (§6): a banned actor looks missing.
 * guestHasTicket is the logged-in guest's (false for a visitor).
 */
export async function getActorData(
  db: DbOrTx,
  idOrName: string,
  viewerCountry?: string | null,
  guestId: number | null = null,
): Promise<ActorData | null> {
  const [row] = await db
    .select({
      id: actors.id,
      name: actors.name,
      isOnline: actors.isOnline,
      bannedCountryCodes: actors.bannedCountryCodes,
      currency: actorPrices.currency,
      videoChat: actorPrices.videoChat,
      singleC2CChat: actorPrices.singleC2CChat,
      voucherChatMinutes: actorPrices.voucherChatMinutes,
      freeChat: actorFeatures.freeChat,
      livePreview: actorFeatures.livePreview,
      voyeurChat: actorFeatures.voyeurChat,
      mobileVideoCall: actorFeatures.mobileVideoCall,
      conversionChat: actorFeatures.conversionChat,
      isCurrentlyTicketShow: actorFeatures.isCurrentlyTicketShow,
    })
    .from(actors)
    .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .where(byIdOrName(idOrName))
    .limit(1);
  if (!row || isBannedFor(row.bannedCountryCodes, viewerCountry)) return null;

  const currency = asCurrency(row.currency);
  // Availability flags mean "can be started now", so they all need the performer online.
  return {
    id: row.id,
    name: row.name,
    isOnline: row.isOnline,
    freeChat: row.freeChat,
    bannedCountryCodes: row.bannedCountryCodes,
    isActorAvailableForConversionChat: row.isOnline && row.conversionChat,
    ...liveAvailability(row),
    prices: {
      video: { value: row.videoChat, currency },
      singlec2c: { value: row.singleC2CChat, currency },
      voucherChatMinutes: row.voucherChatMinutes,
    },
    isLivePreviewEnabled: row.livePreview,
    // The logged-in guest holds a ticket for one of her shows not yet over.
    guestHasTicket: await guestHasTicket(db, { actorId: row.id, guestId }),
  };
}
