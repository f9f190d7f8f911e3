import type { OutgoingMessage } from '@/lib/realtime/message-types';
import type { FavoriteSubject } from './pending-action-schema';

/**
 * §7 outgoing favourite pin and unpin for actor (actorId), album (albumId), sedcards (actorId)
 * and picture (pictureId). One builder for the two senders: the heart (components/favorites/
 * pin-button.tsx) and the §3 favoritePin/favoriteUnpin action run after login. No zod here: the
 * heart is first-load JavaScript.
 */
export function pinMessage(subject: FavoriteSubject, targetId: number, pin: boolean): OutgoingMessage {
  switch (subject) {
    case 'actor':
      return { type: pin ? 'favoritePinActor' : 'favoriteUnpinActor', actorId: targetId };
    case 'album':
      return { type: pin ? 'favoritePinAlbum' : 'favoriteUnpinAlbum', albumId: targetId };
    case 'sedcards':
      return { type: pin ? 'favoritePinSedcards' : 'favoriteUnpinSedcards', actorId: targetId };
    case 'picture':
      return { type: pin ? 'favoritePinPicture' : 'favoriteUnpinPicture', pictureId: targetId };
  }
}
