import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { guestBalanceResponseSchema } from '@/lib/contracts/guest';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { demoGuestToken } from './guest-token';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function getBalance(init: { query?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost/rest/v1/guest/getGuestBalance${init.query ?? ''}`, { headers: init.headers });
  return GET(request, { params: Promise.resolve({ area: 'guest', call: ['getGuestBalance'] }) });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
}

describe('GET /rest/v1/guest/getGuestBalance (§7)', () => {
  it('answers 401 without an access token', async () => {
    await expectError(await getBalance(), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for a garbage token, in the header or the query', async () => {
    await expectError(await getBalance({ headers: { Authorization: 'Bearer not.a.jwt' } }), 401, 'UNAUTHORIZED');
    await expectError(await getBalance({ query: '?access_token=garbage' }), 401, 'UNAUTHORIZED');
  });

  it('§7: returns balance in cents, balanceFormatted and isPayingCustomer for the demo guest (Authorization header)', async () => {
    const { token } = await demoGuestToken(rt);
    const response = await getBalance({ headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = guestBalanceResponseSchema.parse(await response.json());
    expect(body).toEqual({ success: true, balance: 5000, balanceFormatted: '50 €', isPayingCustomer: false });
  });

  it('§7: accepts the token as access_token query parameter, with language and ver', async () => {
    const { token } = await demoGuestToken(rt);
    const response = await getBalance({ query: `?language=de&ver=1.2.3&access_token=${token}` });
    expect(response.status).toBe(200);
    expect((await response.json()).balance).toBe(5000);
  });

  it('works with the trailing slash server.ts adds', async () => {
    const { token } = await demoGuestToken(rt);
    const request = new Request('http://localhost/rest/v1/guest/getGuestBalance/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const response = await GET(request, { params: Promise.resolve({ area: 'guest', call: ['getGuestBalance'] }) });
    expect(response.status).toBe(200);
  });

  it('refuses a stale token once the guest token version is bumped (logout, password change)', async () => {
    const { guestId, token } = await demoGuestToken(rt);
    await rt.db.update(guests).set({ tokenVersion: 1 }).where(eq(guests.id, guestId));
    try {
      await expectError(await getBalance({ headers: { Authorization: `Bearer ${token}` } }), 401, 'UNAUTHORIZED');
    } finally {
      await rt.db.update(guests).set({ tokenVersion: 0 }).where(eq(guests.id, guestId));
    }
  });

  it('§6: refuses a locked guest and a performer token', async () => {
    const { guestId, token } = await demoGuestToken(rt);
    await rt.db.update(guests).set({ isLocked: true }).where(eq(guests.id, guestId));
    try {
      await expectError(await getBalance({ headers: { Authorization: `Bearer ${token}` } }), 401, 'UNAUTHORIZED');
    } finally {
      await rt.db.update(guests).set({ isLocked: false }).where(eq(guests.id, guestId));
    }
    const performerToken = await issueAccessToken(rt.tokenKey, { subjectId: guestId, kind: 'performer', version: 0 });
    await expectError(await getBalance({ headers: { Authorization: `Bearer ${performerToken}` } }), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token', async () => {
    const { guestId } = await demoGuestToken(rt);
    const old = await issueAccessToken(rt.tokenKey, { subjectId: guestId, kind: 'guest', version: 0 }, new Date(Date.now() - 3_600_000));
    await expectError(await getBalance({ headers: { Authorization: `Bearer ${old}` } }), 401, 'UNAUTHORIZED');
  });
});
