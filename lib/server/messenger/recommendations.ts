import 'server-only';
import { and, desc, eq, ne, notExists } from 'drizzle-orm';
import { MESSENGER_RECOMMENDATIONS } from '@/lib/contracts/messenger';
import type { MessengerActor, RecommendedActor } from '@/lib/contracts/messenger-calls';
import { formatMoney } from '@/lib/format/currency';
import { imageUrl } from '@/lib/media/image-urls';
import { isBannedFor, notBannedFor, selectModelRows } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { getMessengerSettings } from './settings';

type Row = { id: number; name: string; age: number; isOnline: boolean; imageSeed: number };

const toRecommended = (row: Row): RecommendedActor => ({
  id: row.id,
  name: row.name,
  age: row.age,
  isOnline: row.isOnline,
  // Avatars are rated like every tile's (AVATAR_AGE_RATING), whatever fsk the page asks for.
  previewPictureUrl: imageUrl('avatar', row.imageSeed, 'w320').url,
});

/**
 * GET messenger/recommendations: §9 at most 9 online performers the guest has no channel with
 * yet, best ranked first, without the one she is looking at and those banned in her country (§6).
 * §4: an offline actor is removed from recommendations, so only online ones are listed.
 */
export async function messengerRecommendations(db: DbOrTx, guestId: number, input: { currentActorId?: number; viewerCountry: string | null }): Promise<RecommendedActor[]> {
  const hasChannel = db
    .select({ id: messengerChannels.id })
    .from(messengerChannels)
    .where(and(eq(messengerChannels.guestId, guestId), eq(messengerChannels.actorId, actors.id)));
  const rows = await selectModelRows(db)
    .where(and(eq(actors.isOnline, true), notExists(hasChannel), input.currentActorId ? ne(actors.id, input.currentActorId) : undefined, notBannedFor(input.viewerCountry)))
    .orderBy(desc(actors.rankPoints), desc(actors.id))
    .limit(MESSENGER_RECOMMENDATIONS);
  return rows.map(toRecommended);
}

/** GET messenger/actor/{actorId}: the performer as the messenger header shows her, with her message price. */
export async function messengerActor(db: DbOrTx, actorId: number, viewerCountry: string | null): Promise<MessengerActor> {
  const [row] = await selectModelRows(db).where(eq(actors.id, actorId));
  if (!row || isBannedFor(row.bannedCountryCodes, viewerCountry)) throw new AppError('NOT_FOUND', 'No such performer.');
  const settings = await getMessengerSettings(db, actorId);
  return {
    ...toRecommended(row),
    languages: row.spokenLanguages,
    messagePrice: settings.messagePrice,
    messagePriceFormatted: formatMoney(settings.messagePrice, 'EUR'),
    freeMessages: settings.freeMessages,
    isMessagingFree: settings.isMessagingFree,
    isDildocontrolAvailable: row.isOnline && row.dildocontrol,
  };
}
