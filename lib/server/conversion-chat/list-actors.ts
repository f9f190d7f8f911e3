import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { CONVERSION_CHAT_ACTORS_LIMIT } from '@/lib/conversion-chat/conversion-chat-rules';
import type { ConversionChatActor } from '@/lib/contracts/conversion-chat';
import { imageUrl } from '@/lib/media/image-urls';
import { asCurrency, notBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actors } from '@/lib/server/db/schema/actors';

/**
 * §7 "conversion chat actors" (§9: 30): the performers a trial guest can chat with now — online
 * and offering conversion chats (§3 isActorAvailableForConversionChat), not banned in the
 * viewer's country (§6) — best ranked first, with the avatar and the live chat price per minute.
 */
export async function listConversionChatActors(db: DbOrTx, viewerCountry: string | null): Promise<ConversionChatActor[]> {
  const rows = await db
    .select({
      id: actors.id,
      name: actors.name,
      slug: actors.slug,
      imageSeed: actors.imageSeed,
      currency: actorPrices.currency,
      videoChat: actorPrices.videoChat,
    })
    .from(actors)
    .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .where(and(eq(actors.isOnline, true), eq(actorFeatures.conversionChat, true), notBannedFor(viewerCountry)))
    .orderBy(desc(actors.rankPoints), asc(actors.id))
    .limit(CONVERSION_CHAT_ACTORS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    avatar: imageUrl('avatar', row.imageSeed, 'w320'),
    pricePerMinute: row.videoChat,
    currency: asCurrency(row.currency),
  }));
}
