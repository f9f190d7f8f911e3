import 'server-only';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import { favoriteMessageTypes } from '@/lib/realtime/message-codes';
import type { ClientMessage, ServerMessage } from '@/lib/realtime/protocol';
import { isAppError } from '@/lib/server/errors';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import { unpinFavorite } from '@/lib/server/favorites/unpin-favorite';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { runtime } from '@/lib/server/runtime';

type FavoriteMessage = Extract<ClientMessage, { type: (typeof favoriteMessageTypes)[number] }>;
type FavoriteCommand = { pin: boolean; subject: FavoriteSubject; targetId: number; event: ServerMessage };

// Every favourite command (listed in message-codes.ts) is a client message type: the assignment checks it.
const checkedTypes: readonly ClientMessage['type'][] = favoriteMessageTypes;
const favoriteTypes: ReadonlySet<string> = new Set(checkedTypes);

export function isFavoriteMessage(message: ClientMessage): message is FavoriteMessage {
  return favoriteTypes.has(message.type);
}

/** §7: each outgoing favourite command and the incoming event every session of the guest gets for it. */
function toCommand(message: FavoriteMessage): FavoriteCommand {
  switch (message.type) {
    case 'favoritePinActor':
      return { pin: true, subject: 'actor', targetId: message.actorId, event: { type: 'pinActor', actorId: message.actorId } };
    case 'favoriteUnpinActor':
      return { pin: false, subject: 'actor', targetId: message.actorId, event: { type: 'unpinActor', actorId: message.actorId } };
    case 'favoritePinAlbum':
      return { pin: true, subject: 'album', targetId: message.albumId, event: { type: 'pinAlbum', albumId: message.albumId } };
    case 'favoriteUnpinAlbum':
      return { pin: false, subject: 'album', targetId: message.albumId, event: { type: 'unpinAlbum', albumId: message.albumId } };
    case 'favoritePinSedcards':
      return { pin: true, subject: 'sedcards', targetId: message.actorId, event: { type: 'pinSedcards', actorId: message.actorId } };
    case 'favoriteUnpinSedcards':
      return { pin: false, subject: 'sedcards', targetId: message.actorId, event: { type: 'unpinSedcards', actorId: message.actorId } };
    case 'favoritePinPicture':
      return { pin: true, subject: 'picture', targetId: message.pictureId, event: { type: 'pinPicture', pictureId: message.pictureId } };
    case 'favoriteUnpinPicture':
      return { pin: false, subject: 'picture', targetId: message.pictureId, event: { type: 'unpinPicture', pictureId: message.pictureId } };
  }
}

/**
 * Writes a pin or unpin and publishes its event to all of the guest's sessions, this one
 * included: the echo is the sender's confirmation, so there is no direct reply on success.
 */
export async function handleFavoriteMessage(guestId: number, message: FavoriteMessage): Promise<ServerMessage[]> {
  const { db, pubsub } = runtime();
  const { pin, subject, targetId, event } = toCommand(message);
  try {
    await (pin ? pinFavorite : unpinFavorite)(db, guestId, subject, targetId);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return [{ type: 'error', code: 'NOT_FOUND', message: error.message }];
    throw error;
  }
  await publishToGuest(pubsub, guestId, event);
  return [];
}
