import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { accessFor } from '@/lib/server/accounts/session-access-token';
import { createSession } from '@/lib/server/accounts/sessions';
import { SESSION_COOKIE } from '@/lib/server/http/session-cookie';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { postAccount } from '@/tests/integration/account-calls';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { openLoggedIn, startWsServer } from './ws-server';

/**
 * Logout ends the login of the guest's open sockets at once, through the guest's event channel
 * (the PubSub, so on every process), as a password reset does: not at the socket's next money
 * frame nor after the login re-check interval (LOGIN_RECONFIRM_MS).
 */
let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let other: Awaited<ReturnType<typeof startWsServer>>;

beforeAll(async () => {
  app = await startTestRuntime();
  ws = await startWsServer();
  // A second hub on the same PubSub: a socket held by another process.
  other = await startWsServer();
});

afterAll(async () => {
  await other.close();
  await ws.close();
  await stopTestRuntime(app);
});

/** A guest logged in through a real session cookie, with an access token of that login. */
async function loggedInGuest() {
  const { guestId } = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  const now = new Date();
  const { sessionToken } = await createSession(app.db, guestId, { userAgent: 'test', ip: '127.0.0.1' }, now);
  const { accessToken } = await accessFor(app.tokenKey, guestId, 0, now);
  return { guestId, sessionToken, accessToken };
}

const logout = (sessionToken: string) => postAccount('logout', {}, { headers: { cookie: `${SESSION_COOKIE}=${sessionToken}` } });

describe('logout over REST while the guest has sockets open', () => {
  it('every socket of the guest, on this hub and on another, hears sessionExpired within one event and is anonymous at once', async () => {
    const { sessionToken, accessToken } = await loggedInGuest();
    const here = await openLoggedIn(ws.base, accessToken);
    const there = await openLoggedIn(other.base, accessToken);
    // The last confirmation is fresh: without an event, no frame would find the logout for LOGIN_RECONFIRM_MS.
    expect((await logout(sessionToken)).status).toBe(200);

    expect(await here.next(1_000)).toEqual({ type: 'sessionExpired' });
    expect(await there.next(1_000)).toEqual({ type: 'sessionExpired' });
    // Not a money frame, inside the re-check interval: the sockets are a visitor's already.
    expect(await here.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    expect(await there.request({ type: 'favoritePinActor', actorId: 1 })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    here.close();
    there.close();
  });

  it('a logout without a session (no cookie, or one already ended) tells nobody', async () => {
    const { accessToken } = await loggedInGuest();
    const client = await openLoggedIn(ws.base, accessToken);
    expect((await postAccount('logout', {})).status).toBe(200);
    expect((await logout('not-a-session')).status).toBe(200);
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong', ttl: expect.any(Number) });
    client.close();
  });
});
