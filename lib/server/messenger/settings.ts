import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { MessengerSettings } from '@/lib/contracts/messenger';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorPrices, actors } from '@/lib/server/db/schema/actors';
import { actorMessengerSettings } from '@/lib/server/db/schema/messenger-catalogue';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/** A performer with neither settings nor profile prices: 0,99 € a message, no free messages. */
export const DEFAULT_MESSAGE_PRICE = 99;

/**
 * The settings in force: the studio's row, else the "Message" price of her profile
 * (actor_prices.message and free_messages, what the profile's chat prices show), else the default.
 * The SQL pieces are shared with the channel query so both read the same rule.
 */
export const effectiveSettingsColumns = {
  messagePrice: sql<number>`coalesce(${actorMessengerSettings.messagePrice}, ${actorPrices.message}, ${DEFAULT_MESSAGE_PRICE})`.mapWith(Number),
  freeMessages: sql<number>`coalesce(${actorMessengerSettings.freeMessages}, ${actorPrices.freeMessages}, 0)`.mapWith(Number),
  isMessagingFree: sql<boolean>`coalesce(${actorMessengerSettings.isMessagingFree}, false)`.mapWith(Boolean),
};

export async function getMessengerSettings(db: DbOrTx, actorId: number): Promise<MessengerSettings> {
  const [row] = await db
    .select(effectiveSettingsColumns)
    .from(actors)
    .leftJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .leftJoin(actorMessengerSettings, eq(actorMessengerSettings.actorId, actors.id))
    .where(eq(actors.id, actorId));
  if (!row) throw new AppError('NOT_FOUND', 'No such performer.');
  return row;
}

/**
 * The studio sets price, free messages per guest and free messaging. The profile's "Message"
 * price follows (actor_prices), so profile and messenger never disagree. After the commit the
 * performer's sessions get actorSettings and every guest with a channel gets §7 messagePrice.
 */
export async function setMessengerSettings(db: DbOrTx, pubsub: PubSub, actorId: number, settings: MessengerSettings): Promise<MessengerSettings> {
  const guests = await db.transaction(async (tx) => {
    const [actor] = await tx.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId));
    if (!actor) throw new AppError('NOT_FOUND', 'No such performer.');
    await tx
      .insert(actorMessengerSettings)
      .values({ actorId, ...settings, updatedAt: new Date() })
      .onConflictDoUpdate({ target: actorMessengerSettings.actorId, set: { ...settings, updatedAt: new Date() } });
    await tx.update(actorPrices).set({ message: settings.messagePrice, freeMessages: settings.freeMessages }).where(eq(actorPrices.actorId, actorId));
    return tx
      .select({ guestId: messengerChannels.guestId, used: messengerChannels.freeMessagesUsed })
      .from(messengerChannels)
      .where(eq(messengerChannels.actorId, actorId));
  });
  await publishToActor(pubsub, actorId, { type: 'actorSettings', actorId, ...settings });
  const messagePriceFormatted = formatMoney(settings.messagePrice, 'EUR');
  for (const guest of guests) {
    await publishToGuest(pubsub, guest.guestId, {
      type: 'messagePrice',
      actorId,
      messagePrice: settings.messagePrice,
      messagePriceFormatted,
      isMessagingFree: settings.isMessagingFree,
      freeMessagesAmount: Math.max(0, settings.freeMessages - guest.used),
    });
  }
  return settings;
}
