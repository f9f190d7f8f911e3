import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioAccessResponseSchema, studioMeResponseSchema } from '@/lib/contracts/studio';
import { performers } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import type { AppRuntime } from '@/lib/server/runtime';
import { DEMO_STUDIO_EMAILS, DEMO_STUDIO_PASSWORD, ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { authenticatePerformerToken } from '@/lib/server/studio/performer-token';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { studioCall, studioLogIn } from './studio-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
  await ensureDemoPerformerLogins(rt.db);
});
afterAll(() => stopTestRuntime(rt));

const [LUNA] = DEMO_STUDIO_EMAILS;

describe('demo performer logins (README: lunasky@studio.example and two more, created at boot)', () => {
  it('are created once: a second boot adds nothing and LunaSky’s login belongs to her actor', async () => {
    expect(await ensureDemoPerformerLogins(rt.db)).toBe(0);
    const rows = await rt.db.select({ email: performers.email, slug: actors.slug }).from(performers).innerJoin(actors, eq(actors.id, performers.actorId));
    for (const email of DEMO_STUDIO_EMAILS) expect(rows.filter((r) => r.email === email)).toHaveLength(1);
    expect(rows.find((r) => r.email === LUNA)?.slug).toBe('lunasky');
  });
});

describe('studio login, token and logout (performer login; the studio shares no cookie or token with guests)', () => {
  it('login sets an HttpOnly ss cookie only on /studio and /rest/v1/studio and answers a performer token the WebSocket accepts', async () => {
    const response = await studioCall('POST', 'login', { email: ' LunaSky@Studio.Example ', password: DEMO_STUDIO_PASSWORD });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/rest/v1/studio', '/studio']);
    for (const c of cookies) expect(c).toMatch(/^ss=[A-Za-z0-9_-]{20,}; .*HttpOnly; SameSite=Strict/);
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    const { data } = studioAccessResponseSchema.parse(await response.json());
    expect(data.actorName).toBe('LunaSky');
    expect(await authenticatePerformerToken(data.accessToken)).toEqual({ actorId: data.actorId, expiresAt: data.accessTokenExpiresAt });
    const me = studioMeResponseSchema.parse(await (await studioCall('GET', 'me', {}, { token: data.accessToken })).json());
    expect(me.data).toMatchObject({ actorId: data.actorId, slug: 'lunasky' });
  });

  it('a wrong password and an unknown address get the same 401 INVALID_CREDENTIALS; bad input is 422', async () => {
    const wrong = await expectError(await studioCall('POST', 'login', { email: LUNA, password: 'wrong-password' }), 401, 'INVALID_CREDENTIALS');
    const unknown = await expectError(await studioCall('POST', 'login', { email: 'nobody@studio.example', password: 'wrong-password' }), 401, 'INVALID_CREDENTIALS');
    expect(unknown.message).toBe(wrong.message);
    await expectError(await studioCall('POST', 'login', { email: LUNA }), 422, 'VALIDATION_FAILED');
  });

  it('throttle like the guest login: after 5 failures for an account even the right password waits (429); another performer from the same address still logs in', async () => {
    const email = DEMO_STUDIO_EMAILS[2];
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 5; i += 1) await expectError(await studioCall('POST', 'login', { email, password: 'nope-nope' }, { headers: ip }), 401, 'INVALID_CREDENTIALS');
    const refused = await expectError(await studioCall('POST', 'login', { email, password: DEMO_STUDIO_PASSWORD }, { headers: ip }), 429, 'RATE_LIMITED');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const guestLogin = await studioCall('POST', 'login', { email: DEMO_STUDIO_EMAILS[1], password: DEMO_STUDIO_PASSWORD }, { headers: ip });
    expect(guestLogin.status).toBe(200);
  });

  it('token renews from the cookie; logout revokes the session and every token of the login at once (REST and WebSocket)', async () => {
    const login = await studioLogIn(LUNA, DEMO_STUDIO_PASSWORD);
    const renewed = studioAccessResponseSchema.parse(await (await studioCall('POST', 'token', {}, { cookie: login.cookie })).json());
    expect(renewed.data.actorId).toBe(login.actorId);

    const out = await studioCall('POST', 'logout', {}, { cookie: login.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    await expectError(await studioCall('POST', 'token', {}, { cookie: login.cookie }), 401, 'UNAUTHORIZED');
    await expectError(await studioCall('GET', 'me', {}, { token: login.accessToken }), 401, 'UNAUTHORIZED');
    await expect(authenticatePerformerToken(renewed.data.accessToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a guest token, no token, a forged token and the guest cookie are refused on studio calls (401)', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await studioCall('GET', 'me', {}, { token }), 401, 'UNAUTHORIZED');
    await expect(authenticatePerformerToken(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expectError(await studioCall('GET', 'earnings'), 401, 'UNAUTHORIZED');
    await expectError(await studioCall('GET', 'me', {}, { token: 'not.a.token' }), 401, 'UNAUTHORIZED');
    await expectError(await studioCall('POST', 'token', {}, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 401, 'UNAUTHORIZED');
  });

  it('login and logout take JSON only (no cross-site form can log the studio in or out)', async () => {
    await expectError(await studioCall('POST', 'login', { email: LUNA, password: DEMO_STUDIO_PASSWORD }, { headers: { 'content-type': 'text/plain' } }), 400, 'BAD_REQUEST');
  });
});
