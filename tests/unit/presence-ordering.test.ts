import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncPageState } from '@/components/realtime/sync-page-state';
import type { OutgoingMessage, ServerMessage } from '@/lib/realtime/message-types';
import { reactToPageEvents } from '@/lib/realtime/page-reactions';
import { presenceIsNewer, presenceOf, presenceStore, watchActor } from '@/stores/presence';

/** A session stand-in: `emit` plays the server, `sent` is what the page asked. */
function fakeSession() {
  const handlers = new Map<string, Set<(message: ServerMessage) => void>>();
  const sent: OutgoingMessage[] = [];
  let open = false;
  const emit = (message: ServerMessage) => {
    if (message.type === 'sessionAck') open = true;
    handlers.get(message.type)?.forEach((handler) => handler(message));
  };
  return {
    on: ((type: string, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    }) as never,
    send: (message: OutgoingMessage) => (sent.push(message), true),
    isOpen: () => open,
    emit,
    sent,
    ack: (loggedIn = false) => emit({ type: 'sessionAck', sessionId: 's', loggedIn, guestId: loggedIn ? 5 : null, language: 'en' }),
  };
}

const snapshot = (actorId: number, online: boolean, version: number): ServerMessage => ({ type: 'presenceSnapshot', actors: [{ actorId, online, version }] });

describe('"subscribe first, then read, then apply events newer than the read" (presence ordering)', () => {
  beforeEach(() => presenceStore.setState(presenceStore.getInitialState()));

  it('the rule: only a newer version changes what the page knows; nothing known is older than anything', () => {
    expect(presenceIsNewer(4, 3)).toBe(true);
    expect(presenceIsNewer(3, 3)).toBe(false);
    expect(presenceIsNewer(2, 3)).toBe(false);
    expect(presenceIsNewer(1, undefined)).toBe(true);
    expect(presenceIsNewer(undefined, 3)).toBe(true);
  });

  it('an event older than the snapshot is ignored, a newer one applied', () => {
    const session = fakeSession();
    reactToPageEvents(session, vi.fn());
    syncPageState(session);
    session.emit(snapshot(7, true, 4));
    session.emit({ type: 'actorOffline', actorId: 7, version: 3 });
    expect(presenceOf(7)).toMatchObject({ online: true, version: 4 });
    session.emit({ type: 'actorOffline', actorId: 7, version: 5 });
    expect(presenceOf(7)).toMatchObject({ online: false, version: 5 });
  });

  it('a snapshot older than an event already applied does not overwrite it', () => {
    const session = fakeSession();
    reactToPageEvents(session, vi.fn());
    syncPageState(session);
    session.emit({ type: 'actorOnline', actorId: 9, version: 6 });
    session.emit(snapshot(9, false, 5));
    expect(presenceOf(9)).toMatchObject({ online: true, version: 6 });
    session.emit(snapshot(9, false, 7));
    expect(presenceOf(9)).toMatchObject({ online: false, version: 7 });
  });

  it('an unordered free show start does not overrule an ordered offline', () => {
    const session = fakeSession();
    reactToPageEvents(session, vi.fn());
    session.emit({ type: 'actorOffline', actorId: 3, version: 2 });
    session.emit({ type: 'freeShowStart', actorId: 3 });
    expect(presenceOf(3).online).toBe(false);
  });

  it('asks for the shown performers after every acknowledgement, and at once for one shown later', () => {
    vi.useFakeTimers();
    try {
      const session = fakeSession();
      const stopSync = syncPageState(session);
      const unwatch = watchActor(11);
      watchActor(12)();
      expect(session.sent).toEqual([]);
      session.ack(true);
      expect(session.sent).toEqual([{ type: 'requestSnapshot', actorIds: [11], guest: true }]);
      const unwatchLater = watchActor(13);
      watchActor(11)();
      vi.advanceTimersByTime(100);
      expect(session.sent.at(-1)).toEqual({ type: 'requestSnapshot', actorIds: [13] });
      session.ack(false);
      expect(session.sent.at(-1)).toEqual({ type: 'requestSnapshot', actorIds: [11, 13] });
      expect(session.sent).toHaveLength(3);
      stopSync();
      unwatch();
      unwatchLater();
    } finally {
      vi.useRealTimers();
    }
  });
});
