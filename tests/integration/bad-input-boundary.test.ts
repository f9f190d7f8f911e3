import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { actorNotes } from '@/lib/server/db/schema/social';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { openLoggedIn, startWsServer } from '@/tests/realtime/ws-server';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

/**
 * DESIGN.md: bad input is a 4xx with the JSON error body, never a 500, and nothing is written.
 * PostgreSQL refuses U+0000 in text and integers past 32 bits in integer columns; the boundary
 * must refuse them before a query does.
 */
let rt: AppRuntime;
let actorId: number;
let token: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).orderBy(asc(actors.id)).limit(1);
  if (!actor) throw new Error('the seed needs a performer without bans');
  actorId = actor.id;
  ({ token } = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION }));
});
afterAll(() => stopTestRuntime(rt));

/** A request as server.ts hands it to the dispatcher: the raw path, not Next's decoded params. */
function call(method: 'GET' | 'POST', path: string, body?: string, bearer = token): Promise<Response> {
  return dispatchRestRequest(
    new Request(`http://localhost/rest/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body,
    }),
  );
}

const NUL = '\u0000';
const json = (value: unknown) => JSON.stringify(value);

describe('a NUL character in any string is a 400, whatever the call', () => {
  const cases: [name: string, method: 'GET' | 'POST', path: () => string, body?: () => string][] = [
    ['guest/redeemBonus code', 'POST', () => 'guest/redeemBonus', () => json({ code: `WELCOME${NUL}` })],
    ['bonus/lookup code', 'GET', () => 'bonus/lookup?code=WELCOME%00'],
    ['actor/storeActorNote comment', 'POST', () => 'actor/storeActorNote', () => json({ actorId, comment: `nice${NUL}` })],
    ['account/pay/login email', 'POST', () => 'account/pay/login', () => json({ email: `demo${NUL}@example.com`, password: 'whatever 1' })],
    ['actor/getActorDataByIdOrName path', 'GET', () => 'actor/getActorDataByIdOrName/Luna%00Sky'],
    ['seo/getActorSeoContent tag group', 'GET', () => `seo/getActorSeoContent/${actorId}/hair%00`],
    ['promo code in the path', 'GET', () => 'promo/hasGuestNotRedeemedOnTopCodeInstance/CODE%00'],
    ['a key of the body', 'POST', () => 'actor/storeActorNote', () => `{"actorId":${actorId},"comment":"ok","x\\u0000":1}`],
    ['a string deep in the body', 'POST', () => 'guest/redeemBonus', () => json({ code: 'WELCOME', extra: [{ a: [`${NUL}`] }] })],
  ];
  it.each(cases)('%s', async (_name, method, path, body) => {
    const error = await expectError(await call(method, path(), body?.()), 400, 'BAD_REQUEST');
    expect(error.message).toMatch(/NUL/);
  });

  it('writes nothing: a valid note sent with a NUL elsewhere in the body is not stored', async () => {
    const writer = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    const response = await call('POST', 'actor/storeActorNote', json({ actorId, comment: 'kept?', [`note${NUL}`]: true }), writer.token);
    await expectError(response, 400, 'BAD_REQUEST');
    const [row] = await rt.db.select({ n: count() }).from(actorNotes).where(eq(actorNotes.guestId, writer.guestId));
    expect(row?.n).toBe(0);
  });
});

describe('malformed percent-encoding in the path is a 400', () => {
  it.each(['messenger/actor/%zz', 'actor/getActorDataByIdOrName/%E0%A4%A', 'bonus/lookup?code=%zz'])('%s', async (path) => {
    const response = await call('GET', path);
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

describe('an integer beyond 32 bits where an id goes is a 422', () => {
  it.each([
    ['wallet/pay/confirm topUpId', 'wallet/pay/confirm', { topUpId: 2_147_483_648, code: '1234' }],
    ['actor/storeActorNote actorId', 'actor/storeActorNote', { actorId: 2_147_483_648, comment: 'x' }],
    ['guest/redeemBonus with a huge number', 'guest/redeemBonus', { code: 1e300 }],
  ])('%s', async (_name, path, body) => {
    await expectError(await call('POST', path, json(body)), 422, 'VALIDATION_FAILED');
  });
});

describe('WebSocket frames with out-of-range ids or NUL are refused as bad messages', () => {
  it('archiveChannel with channelId 2147483648, sendMessage with a NUL: BAD_MESSAGE, not INTERNAL', async () => {
    const ws = await startWsServer();
    try {
      const client = await openLoggedIn(ws.base, token);
      const archived = await client.request({ type: 'archiveChannel', channelId: 2_147_483_648, status: true });
      expect(archived).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
      const sent = await client.request({ type: 'sendMessage', channelId: 1, text: `hi${NUL}`, clientMessageId: 'abcdefgh12' });
      expect(sent).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
      expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
      client.close();
    } finally {
      await ws.close();
    }
  });
});
