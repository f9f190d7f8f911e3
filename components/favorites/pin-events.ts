import type { ServerMessage, ServerMessageType } from '@/lib/realtime/message-types';
import type { PinChange } from '@/stores/pinned';

/** §7 incoming pin and unpin events, one pair per subject. */
export const pinEventTypes = [
  'pinActor',
  'unpinActor',
  'pinAlbum',
  'unpinAlbum',
  'pinSedcards',
  'unpinSedcards',
  'pinPicture',
  'unpinPicture',
] as const satisfies readonly ServerMessageType[];

/** §4: a pin or unpin event toggles the favourite flag of its subject; any other message is no pin change. */
export function pinChangeOf(message: ServerMessage): PinChange | null {
  switch (message.type) {
    case 'pinActor':
    case 'unpinActor':
      return { subject: 'actor', id: message.actorId, pinned: message.type === 'pinActor' };
    case 'pinAlbum':
    case 'unpinAlbum':
      return { subject: 'album', id: message.albumId, pinned: message.type === 'pinAlbum' };
    case 'pinSedcards':
    case 'unpinSedcards':
      return { subject: 'sedcards', id: message.actorId, pinned: message.type === 'pinSedcards' };
    case 'pinPicture':
    case 'unpinPicture':
      return { subject: 'picture', id: message.pictureId, pinned: message.type === 'pinPicture' };
    default:
      return null;
  }
}
