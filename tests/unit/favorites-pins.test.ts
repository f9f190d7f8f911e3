import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinChangeOf } from '@/components/favorites/pin-events';
import { loadPins, watchPins } from '@/components/favorites/pin-loader';
import { isPinned, pinnedStore } from '@/stores/pinned';
import { getGuestState, guestStore } from '@/stores/guest';
import { pinMessage } from '@/lib/overlay/pending-action-pin';
import type { ServerMessage, ServerMessageType } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

let guestId = 100;
/** Each test starts with a guest of its own: the store keeps one guest's pins at a time. */
function nextGuest() {
  guestId += 1;
  guestStore.getState().actions.guestLoggedIn({ guestId, screenName: 'Guest', accessToken: `token-${guestId}`, expiresAt: 9_999_999_999 });
  return { guestId, accessToken: `token-${guestId}` };
}

afterEach(() => guestStore.getState().actions.guestLoggedOut());

describe('§7 favourite pin and unpin for actor (actorId), album (albumId), sedcards (actorId), picture (pictureId)', () => {
  it('builds the outgoing message of each subject', () => {
    expect(pinMessage('actor', 1, true)).toEqual({ type: 'favoritePinActor', actorId: 1 });
    expect(pinMessage('album', 2, false)).toEqual({ type: 'favoriteUnpinAlbum', albumId: 2 });
    expect(pinMessage('sedcards', 3, true)).toEqual({ type: 'favoritePinSedcards', actorId: 3 });
    expect(pinMessage('picture', 4, false)).toEqual({ type: 'favoriteUnpinPicture', pictureId: 4 });
  });

  it('§4 "pin and unpin events for actor, album, sedcards and picture toggle the favourite flag"', () => {
    expect(pinChangeOf({ type: 'pinAlbum', albumId: 9 })).toEqual({ subject: 'album', id: 9, pinned: true });
    expect(pinChangeOf({ type: 'unpinSedcards', actorId: 8 })).toEqual({ subject: 'sedcards', id: 8, pinned: false });
    expect(pinChangeOf({ type: 'pinPicture', pictureId: 7 })).toEqual({ subject: 'picture', id: 7, pinned: true });
    expect(pinChangeOf({ type: 'unpinActor', actorId: 6 })).toEqual({ subject: 'actor', id: 6, pinned: false });
    expect(pinChangeOf({ type: 'pong', ttl: 10 })).toBeNull();
  });
});

describe('the pinned store: the guest\'s pinned ids, and the events since, which win', () => {
  it('reads the ids of a subject once per guest and marks them', async () => {
    const guest = nextGuest();
    const fetchIds = vi.fn(async () => [11, 12]);
    await loadPins('album', guest, 'en', fetchIds);
    await loadPins('album', guest, 'en', fetchIds);
    expect(fetchIds).toHaveBeenCalledTimes(1);
    expect(fetchIds).toHaveBeenCalledWith('album', 'en', guest.accessToken);
    expect(isPinned('album', 11, guest.guestId)).toBe(true);
    expect(isPinned('album', 13, guest.guestId)).toBe(false);
    expect(isPinned('picture', 11, guest.guestId)).toBe(false);
  });

  it('an event that arrived before the ids wins over them; a failed read is tried again', async () => {
    const guest = nextGuest();
    pinnedStore.getState().actions.pinChanged(guest.guestId, { subject: 'picture', id: 5, pinned: false });
    await loadPins('picture', guest, 'en', async () => {
      throw new Error('offline');
    });
    await loadPins('picture', guest, 'en', async () => [5, 6]);
    expect(isPinned('picture', 5, guest.guestId)).toBe(false);
    expect(isPinned('picture', 6, guest.guestId)).toBe(true);
  });

  it('another guest (or a visitor) sees none of the previous guest\'s pins', async () => {
    const first = nextGuest();
    await loadPins('sedcards', first, 'en', async () => [3]);
    expect(isPinned('sedcards', 3, first.guestId)).toBe(true);
    expect(isPinned('sedcards', 3, null)).toBe(false);
    const second = nextGuest();
    expect(isPinned('sedcards', 3, second.guestId)).toBe(false);
    await loadPins('sedcards', second, 'en', async () => [4]);
    expect(isPinned('sedcards', 3, second.guestId)).toBe(false);
    expect(isPinned('sedcards', 4, second.guestId)).toBe(true);
    // The first guest's pins are gone, not kept beside the second's.
    expect(isPinned('sedcards', 3, first.guestId)).toBe(false);
  });

  it('the session\'s pin and unpin events reach the logged-in guest\'s pins, subscribed once per session', () => {
    const guest = nextGuest();
    const handlers = new Map<ServerMessageType, ((message: ServerMessage) => void)[]>();
    const on = vi.fn((type: ServerMessageType, handler: (message: ServerMessage) => void) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
      return () => {};
    });
    const session = { on } as unknown as RealtimeSession;
    watchPins(session);
    watchPins(session);
    expect(on).toHaveBeenCalledTimes(8);
    const emit = (message: ServerMessage) => handlers.get(message.type)?.forEach((handler) => handler(message));
    emit({ type: 'pinSedcards', actorId: 4 });
    expect(isPinned('sedcards', 4, guest.guestId)).toBe(true);
    emit({ type: 'unpinSedcards', actorId: 4 });
    expect(isPinned('sedcards', 4, guest.guestId)).toBe(false);
    // A visitor's page has no pins to change.
    guestStore.getState().actions.guestLoggedOut();
    emit({ type: 'pinSedcards', actorId: 4 });
    expect(getGuestState().status).toBe('anonymous');
    expect(isPinned('sedcards', 4, guest.guestId)).toBe(false);
  });
});
