import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DELETE, GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { actorDataSchema, actorStateSchema } from '@/lib/contracts/actor';
import { actorPreviewImageSchema, actorTvLivestreamSchema } from '@/lib/contracts/profile';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { actors } from '@/lib/server/db/schema/actors';
import { tvProgramSlots } from '@/lib/server/db/schema/tv';
import { actorArea } from '@/lib/server/rest/areas/actor';
import { restCall } from '@/lib/server/rest/call';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { guestTokenFromCountry } from './guest-token';

let rt: AppRuntime;
let sample: { id: number; name: string };
let banned: { id: number; name: string; country: string };

/**
 * The shipped areas have GET calls only, so the body rules run against a probe POST call added
 * to the actor table for this file: the same dispatcher path as any POST call.
 */
const PROBE = 'probeBody';

beforeAll(async () => {
  actorArea[PROBE] = restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({ value: z.number() }),
    handler: async ({ value }) => ({ success: true, value }),
  });
  rt = await startTestRuntime();
  const [free] = await rt.db
    .select({ id: actors.id, name: actors.name })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) = 0`)
    .orderBy(actors.id)
    .limit(1);
  const [withBan] = await rt.db
    .select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0`)
    .limit(1);
  if (!free || !withBan?.codes[0]) throw new Error('the seed needs a free and a banned performer');
  sample = free;
  banned = { id: withBan.id, name: withBan.name, country: withBan.codes[0] };
});
afterAll(async () => {
  delete actorArea[PROBE];
  await stopTestRuntime(rt);
});

/** Builds the request the way Next hands it to the route: area and call segments as params. */
function call(method: 'GET' | 'POST', path: string, init: RequestInit = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  const request = new Request(url, { method, ...init });
  const context = { params: Promise.resolve({ area, call: rest.map(decodeURIComponent) }) };
  return method === 'GET' ? GET(request, context) : POST(request, context);
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body;
}

const actorDataResponse = dataEnvelope(actorDataSchema);

describe('GET /rest/v1/actor/getActorDataByIdOrName/{actorIdOrName} (§7)', () => {
  it('§3: finds the actor by name in any case', async () => {
    for (const name of [sample.name, sample.name.toUpperCase(), sample.name.toLowerCase()]) {
      const response = await call('GET', `actor/getActorDataByIdOrName/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(200);
      const body = actorDataResponse.parse(await response.json());
      expect(body.data.id).toBe(sample.id);
      expect(body.data.name).toBe(sample.name);
    }
  });

  it('§3: finds the actor by id, ignoring the optional qmday', async () => {
    const response = await call('GET', `actor/getActorDataByIdOrName/${sample.id}?qmday=2024-12-24&language=es`);
    expect(response.status).toBe(200);
    const body = actorDataResponse.parse(await response.json());
    expect(body.data.name).toBe(sample.name);
    expect(body.data.prices.video.currency).toBe('EUR');
  });

  it('answers 404 NOT_FOUND for an unknown actor, even for an id beyond the integer range', async () => {
    await expectError(await call('GET', 'actor/getActorDataByIdOrName/nobody-by-this-name'), 404, 'NOT_FOUND');
    await expectError(await call('GET', 'actor/getActorDataByIdOrName/99999999999999'), 404, 'NOT_FOUND');
  });

  it('§6: an actor banned for the guest country is hidden from that guest only', async () => {
    const token = await guestTokenFromCountry(rt, banned.country);
    const path = `actor/getActorDataByIdOrName/${encodeURIComponent(banned.name)}`;
    await expectError(await call('GET', path, { headers: { Authorization: `Bearer ${token}` } }), 404, 'NOT_FOUND');
    await expectError(await call('GET', `actor/getActorStateById/${banned.id}?access_token=${token}`), 404, 'NOT_FOUND');
    const anonymous = await call('GET', path);
    expect(anonymous.status).toBe(200);
    expect(actorDataResponse.parse(await anonymous.json()).data.bannedCountryCodes).toContain(banned.country);
    const other = await guestTokenFromCountry(rt, banned.country === 'FR' ? 'IT' : 'FR');
    expect((await call('GET', path, { headers: { Authorization: `Bearer ${other}` } })).status).toBe(200);
  });

  it('a bad token on a call with optional auth is still a 401', async () => {
    await expectError(
      await call('GET', `actor/getActorDataByIdOrName/${sample.id}`, { headers: { Authorization: 'Bearer nope' } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /rest/v1/actor/getActorStateById/{actorId} (§7)', () => {
  it('returns the live state of a known actor', async () => {
    const response = await call('GET', `actor/getActorStateById/${sample.id}`);
    expect(response.status).toBe(200);
    const body = dataEnvelope(actorStateSchema).parse(await response.json());
    expect(body.data.id).toBe(sample.id);
  });

  it('answers 422 for a non-numeric or out-of-range id and 404 for an unknown one', async () => {
    const body = await expectError(await call('GET', 'actor/getActorStateById/abc'), 422, 'VALIDATION_FAILED');
    expect(body.error.issues?.[0]?.path).toBe('actorId');
    await expectError(await call('GET', 'actor/getActorStateById/99999999999'), 422, 'VALIDATION_FAILED');
    await expectError(await call('GET', 'actor/getActorStateById/1'), 404, 'NOT_FOUND');
  });
});

describe('REST dispatcher rules (§7, DESIGN.md)', () => {
  it('answers 404 UNKNOWN_CALL for an unknown area or call, never a 500', async () => {
    await expectError(await call('GET', 'nowhere/getSomething'), 404, 'UNKNOWN_CALL');
    await expectError(await call('GET', 'actor/getNothing/1'), 404, 'UNKNOWN_CALL');
    await expectError(await call('GET', 'guest/getGuestBalance/extra'), 404, 'UNKNOWN_CALL');
    await expectError(await call('GET', 'constructor/toString'), 404, 'UNKNOWN_CALL');
    await expectError(await call('GET', '__proto__/x'), 404, 'UNKNOWN_CALL');
  });

  it('answers 405 for a known call with the wrong method', async () => {
    const response = await call('POST', `actor/getActorStateById/${sample.id}`, { body: '{}' });
    await expectError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET');
    await expectError(DELETE(), 405, 'METHOD_NOT_ALLOWED');
  });

  it('answers 400 MALFORMED_JSON for a POST body that is not JSON', async () => {
    await expectError(await postProbe('{"a": '), 400, 'MALFORMED_JSON');
    await expectError(await postProbe(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400, 'MALFORMED_JSON');
  });

  it('answers 413 for a body over 1 MB, by Content-Length and by the bytes actually sent', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    await expectError(await postProbe(big), 413, 'PAYLOAD_TOO_LARGE');
    // A chunked body without Content-Length: the reader counts and stops.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 20) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    await expectError(await postProbe(stream), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 422 with issues for a JSON body that fails the schema', async () => {
    await expectError(await postProbe('[1,2,3]'), 422, 'VALIDATION_FAILED');
    const body = await expectError(await postProbe('{"value": "not a number"}'), 422, 'VALIDATION_FAILED');
    expect(body.error.issues?.[0]?.path).toBe('value');
  });
});

function postProbe(body: BodyInit) {
  const init: RequestInit & { duplex?: 'half' } = { body, headers: { 'content-type': 'application/json' } };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return call('POST', `actor/${PROBE}`, init);
}

describe('POST calls through the dispatcher', () => {
  it('parses a valid JSON body and answers 200', async () => {
    const response = await postProbe('{"value": 42}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: 42 });
  });
});

describe('GET /rest/v1/actor/getActorPreviewImage/{actorIdOrName} (§7)', () => {
  it('answers the avatar (§9 age rating 16) at three sizes, by id or by name in any case', async () => {
    const byId = dataEnvelope(actorPreviewImageSchema).parse(await (await call('GET', `actor/getActorPreviewImage/${sample.id}`)).json());
    expect(byId.data).toMatchObject({ actorId: sample.id, actorName: sample.name, ageRating: 16 });
    expect(byId.data.sizes.w320.width).toBe(320);
    expect(byId.data.image.url).toMatch(/^\/media\/avatar\/\d+-w640\.webp$/);
    const byName = await call('GET', `actor/getActorPreviewImage/${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(dataEnvelope(actorPreviewImageSchema).parse(await byName.json()).data.image).toEqual(byId.data.image);
  });

  it('answers 404 for an unknown actor and, §6, for a guest of a banning country', async () => {
    await expectError(await call('GET', 'actor/getActorPreviewImage/nobody-by-this-name'), 404, 'NOT_FOUND');
    const token = await guestTokenFromCountry(rt, banned.country);
    await expectError(await call('GET', `actor/getActorPreviewImage/${banned.id}?access_token=${token}`), 404, 'NOT_FOUND');
    expect((await call('GET', `actor/getActorPreviewImage/${banned.id}`)).status).toBe(200);
  });
});

describe('GET /rest/v1/actor/getActorTVLivestreamDataById/{actorId} (§7; tests/integration/tv-live.test.ts covers her airings)', () => {
  it('answers the real actor, live on TV only while one of her program slots runs', async () => {
    const body = dataEnvelope(actorTvLivestreamSchema).parse(await (await call('GET', `actor/getActorTVLivestreamDataById/${sample.id}`)).json());
    const onAir = await rt.db.select({ id: tvProgramSlots.id }).from(tvProgramSlots).where(sql`${tvProgramSlots.actorId} = ${sample.id} and ${tvProgramSlots.startsAt} <= now() and ${tvProgramSlots.endsAt} > now()`);
    const live = onAir.length > 0;
    expect(body.data).toMatchObject({ actorId: sample.id, actorName: sample.name, isLive: live });
    expect(body.data.stream === null).toBe(!live);
    const [row] = await rt.db.select({ isOnline: actors.isOnline }).from(actors).where(sql`${actors.id} = ${sample.id}`);
    expect(body.data.isOnline).toBe(row?.isOnline);
  });

  it('answers 422 for a bad id, 404 for an unknown or banned actor', async () => {
    await expectError(await call('GET', 'actor/getActorTVLivestreamDataById/abc'), 422, 'VALIDATION_FAILED');
    await expectError(await call('GET', 'actor/getActorTVLivestreamDataById/0'), 422, 'VALIDATION_FAILED');
    await expectError(await call('GET', 'actor/getActorTVLivestreamDataById/1'), 404, 'NOT_FOUND');
    const token = await guestTokenFromCountry(rt, banned.country);
    await expectError(await call('GET', `actor/getActorTVLivestreamDataById/${banned.id}`, { headers: { Authorization: `Bearer ${token}` } }), 404, 'NOT_FOUND');
  });
});
