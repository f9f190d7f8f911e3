import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, TRANSFER_TOKEN_TTL_SECONDS } from '@/lib/server/accounts/account-limits';
import { exchangeTransferToken } from '@/lib/server/accounts/exchange-transfer-token';
import { logIn } from '@/lib/server/accounts/log-in';
import { accessTokenForSession } from '@/lib/server/accounts/session-access-token';
import { logOut, sessionGuest } from '@/lib/server/accounts/sessions';
import { signUp } from '@/lib/server/accounts/sign-up';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions } from '@/lib/server/db/schema/auth';
import { authenticateGuest } from '@/lib/server/guests/authenticate';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { newAccount } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const client = { userAgent: 'vitest', ip: '203.0.113.9' };
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

async function signedUp(now = new Date()) {
  const account = newAccount();
  const issued = await signUp(rt.db, { ...account, termsAccepted: true, language: 'es' }, now);
  return { account, ...issued };
}

describe('transfer tokens and sessions', () => {
  it('a transfer token expires after 2 minutes', async () => {
    const now = new Date();
    const { transferToken } = await signedUp(now);
    await expect(exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client, later(now, TRANSFER_TOKEN_TTL_SECONDS + 1))).rejects.toMatchObject({
      code: 'TRANSFER_TOKEN_INVALID',
    });
  });

  it('two concurrent exchanges of one token: exactly one session', async () => {
    const { transferToken, guestId } = await signedUp();
    const results = await Promise.allSettled([
      exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client),
      exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rt.db.select().from(guestSessions).where(eq(guestSessions.guestId, guestId))).toHaveLength(1);
  });

  it('the exchange stores the session hashed with user agent and address, and issues an access token authenticateGuest accepts', async () => {
    const { transferToken, guestId } = await signedUp();
    const login = await exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client);
    const [row] = await rt.db.select().from(guestSessions).where(eq(guestSessions.guestId, guestId));
    expect(row).toMatchObject({ userAgent: 'vitest', ip: '203.0.113.9' });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(login.sessionToken);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(SESSION_TTL_SECONDS * 1000);
    expect((await authenticateGuest(rt.db, rt.tokenKey, login.accessToken)).guestId).toBe(guestId);
  });

  it('sessionGuest answers the guest for a valid session, null when unknown, expired or locked', async () => {
    const now = new Date();
    const { transferToken, guestId, account } = await signedUp(now);
    const { sessionToken } = await exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client, now);
    expect(await sessionGuest(rt.db, sessionToken, now)).toMatchObject({ guestId, screenName: account.screenName, email: account.email, language: 'es' });
    expect(await sessionGuest(rt.db, 'unknown-session-token-xxxxxxxxxxxxxxxx', now)).toBeNull();
    expect(await sessionGuest(rt.db, null, now)).toBeNull();
    expect(await sessionGuest(rt.db, sessionToken, later(now, SESSION_TTL_SECONDS + 1))).toBeNull();
    await rt.db.update(guests).set({ isLocked: true }).where(eq(guests.id, guestId));
    expect(await sessionGuest(rt.db, sessionToken, now)).toBeNull();
  });

  it('the session gives fresh access tokens until logout; logout bumps the token version and ends only that session', async () => {
    const { transferToken, guestId, account } = await signedUp();
    const first = await exchangeTransferToken(rt.db, rt.tokenKey, transferToken, client);
    const again = await logIn(rt.db, { email: account.email, password: account.password, ip: null });
    const second = await exchangeTransferToken(rt.db, rt.tokenKey, again.transferToken, client);

    const refreshed = await accessTokenForSession(rt.db, rt.tokenKey, first.sessionToken);
    expect((await authenticateGuest(rt.db, rt.tokenKey, refreshed.accessToken)).guestId).toBe(guestId);

    expect(await logOut(rt.db, first.sessionToken)).toEqual({ guestId });
    const [guest] = await rt.db.select({ tokenVersion: guests.tokenVersion }).from(guests).where(eq(guests.id, guestId));
    expect(guest?.tokenVersion).toBe(1);
    await expect(authenticateGuest(rt.db, rt.tokenKey, refreshed.accessToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(accessTokenForSession(rt.db, rt.tokenKey, first.sessionToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // The other device keeps its session and gets a token with the new version.
    const other = await accessTokenForSession(rt.db, rt.tokenKey, second.sessionToken);
    expect((await authenticateGuest(rt.db, rt.tokenKey, other.accessToken)).guestId).toBe(guestId);
    expect(await logOut(rt.db, first.sessionToken)).toEqual({ guestId: null });
  });
});
