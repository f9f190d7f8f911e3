import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guestGiftStock, messengerGifts } from '@/lib/server/db/schema/messenger-catalogue';
import { operators } from '@/lib/server/db/schema/operators';
import { pageCache } from '@/lib/server/http/page-cache-registry';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import { dispatchRest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { searchCache } from '@/lib/server/search/search-cache';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

function call(path: string, init: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return dispatchRest(
    new Request(`http://localhost/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    }),
  );
}

async function operatorToken(): Promise<string> {
  const response = await call('internal/login', { method: 'POST', body: { email: 'ops@example.com', password: 'ops-pass-123' } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

const operatorCalls: [path: string, method: 'GET' | 'POST'][] = [
  ['internal/regenerate_auto_incrementor', 'POST'],
  ['internal/clear_di_cache', 'POST'],
  ['internal/grantMessengerGifts', 'POST'],
  ['internal/onlineGuests', 'GET'],
  ['monitoring/monitoringActors/onlineActorsAmount', 'GET'],
];

describe('§6 operator role: its own credentials', () => {
  it('logs in with the configured operator, storing only an argon2id hash', async () => {
    expect(await operatorToken()).toMatch(/^ey/);
    const [row] = await rt.db.select().from(operators).where(eq(operators.email, 'ops@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a wrong password is the same 401 INVALID_CREDENTIALS as an unknown email', async () => {
    const wrong = await call('internal/login', { method: 'POST', body: { email: 'ops@example.com', password: 'nope-nope' } });
    const unknown = await call('internal/login', { method: 'POST', body: { email: 'who@example.com', password: 'nope-nope' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('INVALID_CREDENTIALS');
  });

  it.each(operatorCalls)('%s refuses a visitor, a guest token and a performer token with 401', async (path, method) => {
    const { guestId, token: guestToken } = await freshGuest(rt);
    const performerToken = await issueAccessToken(rt.tokenKey, { subjectId: 1, kind: 'performer', version: 0 });
    for (const token of [undefined, guestToken, performerToken, 'garbage']) {
      const response = await call(path, { method, token, body: { guestId, giftId: 1, quantity: 1 } });
      expect(response.status).toBe(401);
    }
  });

  it('an unknown path in an operator area is the same 401 for a visitor (no hint of what exists), a 404 for the operator', async () => {
    expect((await call('internal/no_such_call')).status).toBe(401);
    expect((await call('reporting/nothing', { method: 'POST' })).status).toBe(401);
    expect((await call('internal/no_such_call', { token: await operatorToken() })).status).toBe(404);
  });

  it('an operator token is refused on a guest call (audiences never mix)', async () => {
    const response = await call('guest/session', { token: await operatorToken() });
    expect(response.status).toBe(401);
  });
});

describe('§7 internal and monitoring calls', () => {
  it('regenerate_auto_incrementor moves a sequence left behind by a raw insert past max(id)', async () => {
    const [gift] = await rt.db.select({ id: messengerGifts.id }).from(messengerGifts).orderBy(sql`${messengerGifts.id} desc`).limit(1);
    const max = gift?.id ?? 0;
    await rt.db.execute(sql`select setval(pg_get_serial_sequence('messenger_gifts', 'id'), 1, false)`);
    const response = await call('internal/regenerate_auto_incrementor', { method: 'POST', token: await operatorToken() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { sequences: { table: string; value: number }[] } };
    expect(body.data.sequences.find((s) => s.table === 'messenger_gifts')?.value).toBe(max + 1);
    const next = await rt.db.execute<{ nextval: string }>(sql`select nextval(pg_get_serial_sequence('messenger_gifts', 'id')) as nextval`);
    expect(Number((next as unknown as { rows: { nextval: string }[] }).rows[0]?.nextval)).toBe(max + 1);
  });

  it('clear_di_cache empties the page and search caches and reaches a second subscriber on the PubSub', async () => {
    pageCache().set('k', { status: 200, headers: {}, body: Buffer.from('x'), tags: ['page'] }, 60_000);
    await searchCache().get('q', async () => ({ hits: [] }));
    const heard: unknown[] = [];
    const stop = rt.pubsub.subscribe('operator.caches.clear', (payload) => heard.push(payload));
    const response = await call('internal/clear_di_cache', { method: 'POST', token: await operatorToken() });
    stop();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { cleared: { pages: number; searches: number } } };
    expect(body.data.cleared.pages).toBeGreaterThanOrEqual(1);
    expect(body.data.cleared.searches).toBeGreaterThanOrEqual(1);
    expect(pageCache().stats().entries).toBe(0);
    expect(searchCache().size).toBe(0);
    expect(heard).toHaveLength(1);
  });

  it('grantMessengerGifts adds to boughtGifts and publishes boughtGifts to the guest', async () => {
    const { guestId } = await freshGuest(rt);
    const [rose] = await rt.db.select({ id: messengerGifts.id }).from(messengerGifts).where(eq(messengerGifts.slug, 'rose'));
    if (!rose) throw new Error('no rose gift');
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => events.push(event));
    const response = await call('internal/grantMessengerGifts', { method: 'POST', token: await operatorToken(), body: { guestId, giftId: rose.id, quantity: 3 } });
    stop();
    expect(response.status).toBe(200);
    const [stock] = await rt.db.select().from(guestGiftStock).where(eq(guestGiftStock.guestId, guestId));
    expect(stock?.quantity).toBe(3);
    expect(events).toEqual([{ guestId, message: { type: 'boughtGifts', giftId: rose.id, owned: 3 } }]);
  });

  it('grantMessengerGifts: bad input is a 422 and an unknown guest a 404, nothing written', async () => {
    const token = await operatorToken();
    expect((await call('internal/grantMessengerGifts', { method: 'POST', token, body: { guestId: 'x', giftId: 1, quantity: 0 } })).status).toBe(422);
    expect((await call('internal/grantMessengerGifts', { method: 'POST', token, body: { guestId: 999_999, giftId: 1, quantity: 1 } })).status).toBe(404);
  });

  it('onlineGuests answers the guests of every process that replies on the PubSub', async () => {
    const stop = rt.pubsub.subscribe('operator.onlineGuests.query', (payload) => {
      const { requestId } = payload as { requestId: string };
      void rt.pubsub.publish('operator.onlineGuests.reply', { requestId, responder: 'other-process', guestIds: [7, 3] });
    });
    const response = await call('internal/onlineGuests', { token: await operatorToken() });
    stop();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ count: 2, guestIds: [3, 7], processesAnswered: 1 });
  });

  it('monitoringActors/onlineActorsAmount counts online performers', async () => {
    const response = await call('monitoring/monitoringActors/onlineActorsAmount', { token: await operatorToken() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { onlineActorsAmount: number } }).data.onlineActorsAmount).toBe(0);
  });
});
