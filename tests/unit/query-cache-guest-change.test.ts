// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/lib/queries/query-client';
import { guestStore } from '@/stores/guest';

const { guestLoggedIn, guestLoggedOut, guestRestoring } = guestStore.getState().actions;
const guest = (guestId: number, accessToken = 'token') => ({ guestId, screenName: 'Guest', accessToken, expiresAt: 9_999_999_999 });
const cached = () => getQueryClient().getQueryData(['models']);

afterEach(() => guestLoggedOut());

describe('the page\'s query cache belongs to one guest (keys carry no guest id)', () => {
  it('is emptied on login, on logout and for another guest', () => {
    getQueryClient().setQueryData(['models'], 'visitor');
    guestLoggedIn(guest(7));
    expect(cached()).toBeUndefined();
    getQueryClient().setQueryData(['models'], 'guest 7');
    guestLoggedIn(guest(8));
    expect(cached()).toBeUndefined();
    getQueryClient().setQueryData(['models'], 'guest 8');
    guestLoggedOut();
    expect(cached()).toBeUndefined();
  });

  it('keeps it for a fresh token of the same guest and for a login hint that came to nothing', () => {
    guestLoggedIn(guest(7));
    getQueryClient().setQueryData(['models'], 'guest 7');
    guestLoggedIn(guest(7, 'refreshed'));
    expect(cached()).toBe('guest 7');
    guestLoggedOut();
    getQueryClient().setQueryData(['models'], 'visitor');
    guestRestoring();
    guestLoggedOut();
    expect(cached()).toBe('visitor');
  });
});
