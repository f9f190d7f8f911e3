import 'server-only';
import { eq } from 'drizzle-orm';
import type { ChatType, PricedChatType } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actors } from '@/lib/server/db/schema/actors';

/** What a performer offers for chats right now (§3 chat button config: prices and flags). */
export type ActorChatOffer = {
  actorId: number;
  name: string;
  isOnline: boolean;
  bannedCountryCodes: string[];
  liveAgeRating: 16 | 18;
  prices: Record<PricedChatType, number>;
  flags: { freeChat: boolean; voyeur: boolean; videocall: boolean; livePreview: boolean; voice: boolean };
};

export async function findActorChatOffer(db: DbOrTx, actorId: number): Promise<ActorChatOffer | null> {
  const [row] = await db
    .select({
      name: actors.name,
      isOnline: actors.isOnline,
      banned: actors.bannedCountryCodes,
      liveAgeRating: actorFeatures.liveAgeRating,
      freeChat: actorFeatures.freeChat,
      livePreview: actorFeatures.livePreview,
      voiceCall: actorFeatures.voiceCall,
      voyeurChat: actorFeatures.voyeurChat,
      mobileVideoCall: actorFeatures.mobileVideoCall,
      videoChat: actorPrices.videoChat,
      voyeurPrice: actorPrices.voyeurChat,
      singleChat: actorPrices.singleChat,
      singleC2CChat: actorPrices.singleC2CChat,
      videoCall: actorPrices.videoCall,
      voicePrice: actorPrices.voiceCall,
    })
    .from(actors)
    .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .where(eq(actors.id, actorId))
    .limit(1);
  if (!row) return null;
  return {
    actorId,
    name: row.name,
    isOnline: row.isOnline,
    bannedCountryCodes: row.banned,
    liveAgeRating: row.liveAgeRating === 18 ? 18 : 16,
    prices: { live: row.videoChat, voyeur: row.voyeurPrice, single: row.singleChat, singlec2c: row.singleC2CChat, videocall: row.videoCall, voice: row.voicePrice },
    flags: { freeChat: row.freeChat, voyeur: row.voyeurChat, videocall: row.mobileVideoCall, livePreview: row.livePreview, voice: row.voiceCall },
  };
}

/** Whether she offers this type now: preview, free chat, voyeur, video and voice call need their flag; live and private need her online only. */
export function offersChatType(offer: ActorChatOffer, type: ChatType): boolean {
  if (!offer.isOnline) return false;
  if (type === 'preview') return offer.flags.livePreview;
  if (type === 'voice') return offer.flags.voice;
  if (type === 'free') return offer.flags.freeChat;
  if (type === 'voyeur') return offer.flags.voyeur;
  if (type === 'videocall') return offer.flags.videocall;
  return true;
}

/** §3 prices per type: live = the "video" price, voyeur, single, singlec2c, videocall, voice; free chat and the preview cost nothing. */
export function chatPricePerMinute(offer: ActorChatOffer, type: ChatType): number {
  return type === 'free' || type === 'preview' ? 0 : offer.prices[type];
}
