// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { PendingAction } from '@/lib/overlay/pending-action-schema';
import {
  createPendingActionStore,
  PENDING_ACTION_KEY,
  savePendingAction,
  takePendingAction,
} from '@/lib/overlay/pending-action';

const pin: PendingAction = { type: 'favoritePin', params: { subject: 'actor', targetId: 4711 } };

afterEach(() => window.localStorage.clear());

describe('§3 "Pending action after login, stored locally as onLoginAction with a type and params"', () => {
  it('stores the action in localStorage under onLoginAction', () => {
    savePendingAction(pin);
    expect(JSON.parse(window.localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toEqual(pin);
  });

  it('runs once after login: takePendingAction returns it, then nothing', () => {
    savePendingAction(pin);
    expect(takePendingAction()).toEqual(pin);
    expect(takePendingAction()).toBeNull();
    expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('keeps every kind of §3 action', () => {
    const actions: PendingAction[] = [
      { type: 'loadNote', params: { targetId: 7, storeAutoOpenSetting: true } },
      { type: 'favoriteUnpin', params: { subject: 'album', targetId: 8 } },
      { type: 'favoritePin', params: { subject: 'picture', targetId: 9 } },
      { type: 'favoritePin', params: { subject: 'sedcards', targetId: 10 } },
      { type: 'setSedcardsGuestRating', params: { targetId: 11, value: 5 } },
      { type: 'selectMessengerChannel', params: { targetId: 12 } },
      { type: 'selectMessengerChannel', params: { targetUrl: '/de/messenger/?channel=12' } },
      { type: 'showPaytour', params: { options: { flow: 'vipabo', pc: 'VIP30' } } },
      { type: 'redirect', params: { targetUrl: '/de/vipclub/' } },
    ];
    for (const action of actions) {
      savePendingAction(action);
      expect(takePendingAction()).toEqual(action);
    }
  });

  it('drops a tampered value (and removes it)', () => {
    for (const tampered of [
      '{"type":"redirect","params":{"targetUrl":"https://evil.example.net/"}}',
      '{"type":"redirect","params":{"targetUrl":"//evil.example.net/"}}',
      '{"type":"favoritePin","params":{"subject":"admin","targetId":1}}',
      '{"type":"deleteAccount","params":{}}',
      'not json',
    ]) {
      window.localStorage.setItem(PENDING_ACTION_KEY, tampered);
      expect(takePendingAction()).toBeNull();
      expect(window.localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
    }
  });

  it('refuses to store a malformed action', () => {
    expect(() => savePendingAction({ type: 'redirect', params: { targetUrl: 'https://evil.example.net/' } })).toThrow();
  });
});

describe('§9 "Local storage falls back to memory when unsupported"', () => {
  const throwing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };

  it('keeps the action in memory when localStorage throws, and still gives it only once', () => {
    const store = createPendingActionStore(() => throwing);
    store.save(pin);
    expect(store.take()).toEqual(pin);
    expect(store.take()).toBeNull();
  });

  it('keeps it in memory when there is no storage at all', () => {
    const store = createPendingActionStore(() => null);
    store.save(pin);
    expect(store.take()).toEqual(pin);
  });

  it('keeps it in memory when only writing fails (quota) while reading works', () => {
    const store = createPendingActionStore(() => ({ ...window.localStorage, getItem: () => null, setItem: throwing.setItem, removeItem: () => {} }));
    store.save(pin);
    expect(store.take()).toEqual(pin);
  });
});
