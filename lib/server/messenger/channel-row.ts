import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Channel } from '@/lib/contracts/messenger';
import { formatMoney } from '@/lib/format/currency';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { actorMessengerSettings } from '@/lib/server/db/schema/messenger-catalogue';
import { effectiveSettingsColumns } from './settings';

/** channels ⋈ actor (profile, prices, settings, features) ⋈ guest: every §3 channel field in one row. */
const channelColumns = {
  id: messengerChannels.id,
  actorId: messengerChannels.actorId,
  guestId: messengerChannels.guestId,
  guestName: guests.screenName,
  guestUnread: messengerChannels.guestUnread,
  actorUnread: messengerChannels.actorUnread,
  archived: messengerChannels.archived,
  blockedBy: messengerChannels.blockedBy,
  lastMessageId: messengerChannels.lastMessageId,
  lastMessageAt: messengerChannels.lastMessageAt,
  subject: messengerChannels.subject,
  guestViewedAt: messengerChannels.guestViewedAt,
  actorViewedAt: messengerChannels.actorViewedAt,
  freeMessagesUsed: messengerChannels.freeMessagesUsed,
  actorName: actors.name,
  isActorOnline: actors.isOnline,
  imageSeed: actors.imageSeed,
  actorAge: sql<number | null>`extract(year from age(current_date, ${actorProfiles.birthDate}))::int`,
  dildocontrol: sql<boolean>`coalesce(${actorFeatures.dildocontrol}, false)`.mapWith(Boolean),
  ...effectiveSettingsColumns,
};

export function selectChannelRows(db: DbOrTx) {
  return db
    .select(channelColumns)
    .from(messengerChannels)
    .innerJoin(actors, eq(actors.id, messengerChannels.actorId))
    .innerJoin(guests, eq(guests.id, messengerChannels.guestId))
    .leftJoin(actorProfiles, eq(actorProfiles.actorId, actors.id))
    .leftJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .leftJoin(actorMessengerSettings, eq(actorMessengerSettings.actorId, actors.id))
    .leftJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .$dynamic();
}

export type ChannelRow = Awaited<ReturnType<typeof selectChannelRows>>[number];

/** The free messages this guest has left with this performer (§4 freeMessagesAmount). */
export const freeMessagesLeft = (row: Pick<ChannelRow, 'freeMessages' | 'freeMessagesUsed'>) => Math.max(0, row.freeMessages - row.freeMessagesUsed);

/**
 * The §3 channel as one side sees it: the guest reads her unread count and last view, the
 * performer (studio) his. Toy controls are available while she is online and offers them.
 */
export function toChannel(row: ChannelRow, side: 'guest' | 'actor'): Channel {
  const unreadCount = side === 'guest' ? row.guestUnread : row.actorUnread;
  const viewedAt = side === 'guest' ? row.guestViewedAt : row.actorViewedAt;
  return {
    id: row.id,
    actorId: row.actorId,
    guestId: row.guestId,
    guestName: row.guestName,
    unread: unreadCount > 0,
    unreadCount,
    archived: row.archived,
    blocked: row.blockedBy !== null,
    isActorOnline: row.isActorOnline,
    lastMessageId: row.lastMessageId,
    subject: row.subject,
    messageTimestamp: row.lastMessageAt?.toISOString() ?? null,
    lastViewedTimestamp: viewedAt?.toISOString() ?? null,
    previewPictureUrl: imageUrl('avatar', row.imageSeed, 'w320').url,
    actorName: row.actorName,
    actorAge: row.actorAge === null ? null : Number(row.actorAge),
    freeMessagesAmount: freeMessagesLeft(row),
    messagePrice: row.messagePrice,
    messagePriceFormatted: formatMoney(row.messagePrice, 'EUR'),
    isMessagingFree: row.isMessagingFree,
    isDildocontrolAvailable: row.isActorOnline && row.dildocontrol,
  };
}
