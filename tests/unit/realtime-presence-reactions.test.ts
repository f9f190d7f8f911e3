import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@/lib/realtime/message-types';
import { reactToPageEvents } from '@/lib/realtime/page-reactions';
import { presenceOf, presenceStore } from '@/stores/presence';
import { connectQueryInvalidation, queryKeysFor } from '@/lib/realtime/query-invalidation';
import { emailVerifiedReloads, isTvLivestreamPath } from '@/lib/realtime/reload-rules';

/** A session stand-in: `emit` plays the server. */
function fakeSession() {
  const handlers = new Map<string, Set<(message: ServerMessage) => void>>();
  return {
    on: ((type: string, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    }) as never,
    emit: (message: ServerMessage) => handlers.get(message.type)?.forEach((handler) => handler(message)),
  };
}

describe('§4 "actor online and offline events update … actor state" (presence store)', () => {
  beforeEach(() => presenceStore.setState(presenceStore.getInitialState()));

  it('knows nothing about an actor until an event arrives, then follows online and offline', () => {
    const session = fakeSession();
    reactToPageEvents(session, vi.fn());
    expect(presenceOf(7).online).toBeUndefined();
    session.emit({ type: 'actorOnline', actorId: 7 });
    expect(presenceOf(7).online).toBe(true);
    session.emit({ type: 'actorOffline', actorId: 7 });
    expect(presenceOf(7).online).toBe(false);
    expect(presenceOf(8).online).toBeUndefined();
  });

  it('free show start marks her online; going offline ends the free show', () => {
    const session = fakeSession();
    reactToPageEvents(session, vi.fn());
    session.emit({ type: 'freeShowStart', actorId: 3 });
    expect([presenceOf(3).freeShow, presenceOf(3).online]).toEqual([true, true]);
    session.emit({ type: 'actorOffline', actorId: 3 });
    expect(presenceOf(3).freeShow).toBe(false);
  });

  it('tells subscribers about every change and stops after unsubscribe', () => {
    const listener = vi.fn();
    const stop = presenceStore.subscribe(listener);
    presenceStore.getState().actions.actorOnlineChanged(1, true);
    stop();
    presenceStore.getState().actions.actorOnlineChanged(1, false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('§4 "A page-reload event reloads" through the flow-aware reload', () => {
    const session = fakeSession();
    const reload = vi.fn();
    const stop = reactToPageEvents(session, reload);
    session.emit({ type: 'pageReload' });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    session.emit({ type: 'pageReload' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('§4 "Email verified: reloads the page except on the mobile platform or TV livestream pages"', () => {
  it('recognises the TV livestream pages in every language', () => {
    for (const path of ['/en/tv/livestream/', '/de/tv/livestream', '/es/tv/en-directo/', '/nl/tv/premium/livestream/', '/es/tv/premium/en-directo/']) {
      expect(isTvLivestreamPath(path)).toBe(true);
    }
    for (const path of ['/en/', '/en/tv/mediathek/x/', '/en/tv/livestream/extra/', '/tv/livestream/']) expect(isTvLivestreamPath(path)).toBe(false);
  });

  it('reloads on desktop pages only, never on the mobile platform or a livestream page', () => {
    expect(emailVerifiedReloads({ pathname: '/de/', platform: 'desktop' })).toBe(true);
    expect(emailVerifiedReloads({ pathname: '/de/', platform: 'mobile' })).toBe(false);
    expect(emailVerifiedReloads({ pathname: '/de/tv/livestream/', platform: 'desktop' })).toBe(false);
  });
});

describe('"WebSocket events invalidate the affected react-query keys"', () => {
  it('maps presence events to the model lists and ignores the rest', () => {
    expect(queryKeysFor({ type: 'actorOnline', actorId: 1 })).toEqual([['models']]);
    expect(queryKeysFor({ type: 'freeShowStop', actorId: 1 })).toEqual([['models']]);
    expect(queryKeysFor({ type: 'pageReload' })).toEqual([]);
  });

  it('invalidates the keys on the query client when the event arrives', () => {
    const session = fakeSession();
    const client = { invalidateQueries: vi.fn(async () => {}) };
    const stop = connectQueryInvalidation(session, client);
    session.emit({ type: 'actorOffline', actorId: 5 });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['models'] });
    stop();
    session.emit({ type: 'actorOffline', actorId: 5 });
    expect(client.invalidateQueries).toHaveBeenCalledTimes(1);
  });
});
