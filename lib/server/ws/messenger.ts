import 'server-only';
import type { ClientMessage, SendMessageErrorCode, ServerMessage } from '@/lib/realtime/protocol';
import { type AppError, isAppError } from '@/lib/server/errors';
import { allChannelsSeen, archiveChannel, blockChannel } from '@/lib/server/messenger/channel-status';
import { guestUnreadTotal } from '@/lib/server/messenger/list-channels';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { runtime } from '@/lib/server/runtime';

const messengerMessageTypes = [
  'sendMessage',
  'loadChannels',
  'loadOnlineChannels',
  'filterChannels',
  'archiveChannel',
  'blockChannel',
  'allChannelsSeen',
] as const satisfies readonly ClientMessage['type'][];
type MessengerMessage = Extract<ClientMessage, { type: (typeof messengerMessageTypes)[number] }>;

const messengerTypes: ReadonlySet<string> = new Set(messengerMessageTypes);

export function isMessengerMessage(message: ClientMessage): message is MessengerMessage {
  return messengerTypes.has(message.type);
}

/** Why a send was refused, in the words of messageResult.errorCode; anything else is unexpected. */
function sendErrorCode(error: AppError): SendMessageErrorCode | null {
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (error.code === 'INSUFFICIENT_FUNDS' || error.code === 'NOT_FOUND' || error.code === 'RESTRICTED') return error.code;
  if (reason === 'BLOCKED' || reason === 'GIFT_UNAVAILABLE') return reason;
  if (error.code === 'VALIDATION_FAILED' || error.code === 'BAD_REQUEST') return 'BAD_MESSAGE';
  return null;
}

async function send(guestId: number, message: Extract<MessengerMessage, { type: 'sendMessage' }>): Promise<ServerMessage> {
  const { clientMessageId } = message;
  const gifts = message.gifts ?? [];
  if (message.text.trim() === '' && gifts.length === 0) return { type: 'messageResult', clientMessageId, success: false, errorCode: 'BAD_MESSAGE', messageId: null, price: 0 };
  try {
    const { db, pubsub } = runtime();
    const result = await sendGuestMessage(db, pubsub, { guestId, channelId: message.channelId, text: message.text, gifts, clientMessageId });
    // guestBalance follows through the guest's event channel (sendGuestMessage publishes it).
    return { type: 'messageResult', clientMessageId, success: true, errorCode: null, messageId: result.message.id, price: result.price };
  } catch (error) {
    const errorCode = isAppError(error) ? sendErrorCode(error) : null;
    if (!errorCode) throw error;
    return { type: 'messageResult', clientMessageId, success: false, errorCode, messageId: null, price: 0 };
  }
}

/**
 * §7 messenger commands of a logged-in guest. Events are thin: list commands answer the unread
 * total (`channels`) and the page refetches the list through REST with its filter and toggle;
 * archive, block and allChannelsSeen publish their event to every session of the guest.
 */
async function run(guestId: number, message: MessengerMessage): Promise<ServerMessage[]> {
  const { db, pubsub } = runtime();
  switch (message.type) {
    case 'sendMessage':
      return [await send(guestId, message)];
    case 'loadChannels':
    case 'loadOnlineChannels':
    case 'filterChannels':
      return [{ type: 'channels', unreadTotal: await guestUnreadTotal(db, guestId) }];
    case 'archiveChannel':
      await archiveChannel(db, pubsub, guestId, message.channelId, message.status);
      return [];
    case 'blockChannel':
      await blockChannel(db, pubsub, { side: 'guest', ownerId: guestId, channelId: message.channelId, status: message.status });
      return [];
    case 'allChannelsSeen':
      await allChannelsSeen(db, pubsub, guestId);
      return [];
  }
}

export async function handleMessengerMessage(guestId: number, message: MessengerMessage): Promise<ServerMessage[]> {
  try {
    return await run(guestId, message);
  } catch (error) {
    // A channel that is not the guest's: an error reply; the connection stays usable.
    if (isAppError(error) && error.code === 'NOT_FOUND') return [{ type: 'error', code: 'NOT_FOUND', message: error.message }];
    throw error;
  }
}
