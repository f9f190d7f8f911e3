import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { geoByZipDataSchema, geoByZipResponseSchema, guestGeoResponseSchema } from '@/lib/contracts/geo';
import { guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { distanceKm } from '@/lib/geo/geo-location';
import { listModels } from '@/lib/server/catalog/list-models';
import { guestGeoLocations } from '@/lib/server/db/schema/geo';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function call(area: string, path: string, token: string | null, body?: unknown, language = 'en') {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = `http://localhost/rest/v1/${area}/${path}/?language=${language}`;
  const request = new Request(url, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

describe('GET utility/getGeoLocationByZip/{zipCode} (§7, §8)', () => {
  it('answers success and the coordinates as JSON text for a German, Austrian, Swiss, Spanish and Dutch code', async () => {
    for (const [zip, language] of [['10115', 'de'], ['AT-1010', 'de'], ['CH 8001', 'en'], ['28013', 'es'], ['1012 AB', 'nl']] as const) {
      const response = await call('utility', `getGeoLocationByZip/${encodeURIComponent(zip)}`, null, undefined, language);
      expect(response.status, zip).toBe(200);
      const body = geoByZipResponseSchema.parse(await response.json());
      const point = geoByZipDataSchema.parse(JSON.parse(body.data));
      expect(point.lat, zip).toBeGreaterThan(36);
      expect(point.lat, zip).toBeLessThan(55);
    }
  });

  it('a code of two countries follows the request language: 1010 is Vienna in German', async () => {
    const body = geoByZipResponseSchema.parse(await (await call('utility', 'getGeoLocationByZip/1010', null, undefined, 'de')).json());
    const vienna = geoByZipDataSchema.parse(JSON.parse(body.data));
    expect(distanceKm(vienna, { lat: 48.2082, long: 16.3738 })).toBeLessThan(5);
  });

  it('knows every German code, not only the hand-entered city centres: 24103 is Kiel, 83471 near Berchtesgaden', async () => {
    const at = async (zip: string) => geoByZipDataSchema.parse(JSON.parse(geoByZipResponseSchema.parse(await (await call('utility', `getGeoLocationByZip/${zip}`, null, undefined, 'de')).json()).data));
    expect(distanceKm(await at('24103'), { lat: 54.3233, long: 10.1228 })).toBeLessThan(5);
    expect(distanceKm(await at('83471'), { lat: 47.6309, long: 13.0022 })).toBeLessThan(25);
  });

  it('knows every Austrian, Swiss and Spanish code, not only the hand-entered city centres', async () => {
    const at = async (zip: string, language: string) =>
      geoByZipDataSchema.parse(JSON.parse(geoByZipResponseSchema.parse(await (await call('utility', `getGeoLocationByZip/${encodeURIComponent(zip)}`, null, undefined, language)).json()).data));
    // Austria: Bregenz, St. Pölten; a code Austria and Switzerland share is Austrian in German (Eisenstadt).
    expect(distanceKm(await at('6900', 'de'), { lat: 47.5031, long: 9.7471 })).toBeLessThan(5);
    expect(distanceKm(await at('3100', 'de'), { lat: 48.2047, long: 15.6256 })).toBeLessThan(5);
    expect(distanceKm(await at('7000', 'de'), { lat: 47.8456, long: 16.5233 })).toBeLessThan(5);
    // Switzerland, named by its country prefix: Chur, Biel/Bienne, and Zürich's 8050 (Oerlikon) in the city.
    expect(distanceKm(await at('CH-7000', 'de'), { lat: 46.8499, long: 9.5329 })).toBeLessThan(5);
    expect(distanceKm(await at('CH 2502', 'en'), { lat: 47.1368, long: 7.2468 })).toBeLessThan(5);
    expect(distanceKm(await at('CH-8050', 'de'), { lat: 47.4108, long: 8.5446 })).toBeLessThan(10);
    // Spain, in Spanish: Salamanca, A Coruña, Santa Cruz de Tenerife.
    expect(distanceKm(await at('37001', 'es'), { lat: 40.9701, long: -5.6635 })).toBeLessThan(5);
    expect(distanceKm(await at('15001', 'es'), { lat: 43.3713, long: -8.396 })).toBeLessThan(5);
    expect(distanceKm(await at('ES-38001', 'de'), { lat: 28.4682, long: -16.2546 })).toBeLessThan(10);
  });

  it("an unknown code is the §8 failure 'no geoLocation found' (404)", async () => {
    const error = await expectError(await call('utility', 'getGeoLocationByZip/99999', null), 404, 'NOT_FOUND');
    expect(error.message).toBe('no geoLocation found');
  });

  it('a code with characters no postal code has is a 422', async () => {
    await expectError(await call('utility', `getGeoLocationByZip/${encodeURIComponent('1;drop')}`, null), 422, 'VALIDATION_FAILED');
  });
});

describe('geo/setGeoLocation and the session geoLocation (§3, §4)', () => {
  it('answers 401 to a visitor', async () => {
    await expectError(await call('geo', 'setGeoLocation', null, { zip: '10115' }), 401, 'UNAUTHORIZED');
    await expectError(await call('geo', 'getGeoLocation', null), 401, 'UNAUTHORIZED');
  });

  it('a zip is stored with source zip and shows in the guest session', async () => {
    const { token } = await freshGuest(rt);
    const set = guestGeoResponseSchema.parse(await (await call('geo', 'setGeoLocation', token, { zip: '80331' })).json());
    expect(set.data).toMatchObject({ source: 'zip', zip: '80331' });
    const session = guestSessionResponseSchema.parse(await (await call('guest', 'session', token)).json());
    expect(session.data.geoLocation).toEqual(set.data);
  });

  it('§4: a browser position does not replace a zip, but replaces a browser position', async () => {
    const { token } = await freshGuest(rt);
    await call('geo', 'setGeoLocation', token, { zip: '20095' });
    const kept = guestGeoResponseSchema.parse(await (await call('geo', 'setGeoLocation', token, { lat: 40.4, long: -3.7 })).json());
    expect(kept.data).toMatchObject({ source: 'zip', zip: '20095' });

    const other = await freshGuest(rt);
    await call('geo', 'setGeoLocation', other.token, { lat: 40.4, long: -3.7 });
    const moved = guestGeoResponseSchema.parse(await (await call('geo', 'setGeoLocation', other.token, { lat: 41.38, long: 2.17 })).json());
    expect(moved.data).toEqual({ lat: 41.38, long: 2.17, source: 'browser', zip: null });
  });

  it('an unknown zip is the §8 failure and writes nothing; a latitude out of range is a 422', async () => {
    const { guestId, token } = await freshGuest(rt);
    const error = await expectError(await call('geo', 'setGeoLocation', token, { zip: '00000' }), 404, 'NOT_FOUND');
    expect(error.message).toBe('no geoLocation found');
    await expectError(await call('geo', 'setGeoLocation', token, { lat: 91, long: 0 }), 422, 'VALIDATION_FAILED');
    expect(await rt.db.select().from(guestGeoLocations).where(eq(guestGeoLocations.guestId, guestId))).toEqual([]);
  });
});

describe('model lists: distanceToGuest and the distance sort (§3, §9)', () => {
  it('orders the performers nearest first and gives each the distance from the guest', async () => {
    const munich = { lat: 48.1372, long: 11.5755 };
    const list = await listModels(rt.db, { first: 20, offset: 0, order: 'distance', guestLocation: munich });
    const distances = list.items.map((m) => m.modelGuestRelation.distanceToGuest);
    expect(distances.length).toBeGreaterThan(3);
    const known = distances.filter((d): d is number => d !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    for (const item of list.items) {
      if (!item.geolocation) continue;
      expect(Math.abs((item.modelGuestRelation.distanceToGuest ?? -1) - distanceKm(munich, item.geolocation))).toBeLessThan(1);
    }
  });

  it('without a guest location the distance is null and the sort falls back to rank', async () => {
    const byDistance = await listModels(rt.db, { first: 10, offset: 0, order: 'distance' });
    const byRank = await listModels(rt.db, { first: 10, offset: 0, order: 'rank' });
    expect(byDistance.items.map((m) => m.id)).toEqual(byRank.items.map((m) => m.id));
    expect(byDistance.items.every((m) => m.modelGuestRelation.distanceToGuest === null)).toBe(true);
  });
});

describe('utility/relation/addRelation and hasRelation (§7, §8)', () => {
  const relation = (subjectId: number) => ({ subjectTypeId: 1, subjectId, relationTypeId: 3, objectTypeId: 2, objectId: 1000 });

  it('answers 401 to a visitor (the client skips the call when not logged in)', async () => {
    await expectError(await call('utility', 'relation/addRelation', null, relation(1)), 401, 'UNAUTHORIZED');
    await expectError(await call('utility', 'relation/hasRelation', null, relation(1)), 401, 'UNAUTHORIZED');
  });

  it('adds a relation once; hasRelation then answers true, before it false', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await (await call('utility', 'relation/hasRelation', token, relation(guestId))).json()).toEqual({ success: true, data: false });
    expect(await (await call('utility', 'relation/addRelation', token, relation(guestId))).json()).toEqual({ success: true, data: true });
    expect(await (await call('utility', 'relation/addRelation', token, relation(guestId))).json()).toEqual({ success: true, data: true });
    expect(await (await call('utility', 'relation/hasRelation', token, relation(guestId))).json()).toEqual({ success: true, data: true });
  });

  it('§8: a relation for another guest fails with false and is not stored', async () => {
    const me = await freshGuest(rt);
    const other = await freshGuest(rt);
    expect(await (await call('utility', 'relation/addRelation', me.token, relation(other.guestId))).json()).toEqual({ success: true, data: false });
    expect(await (await call('utility', 'relation/hasRelation', other.token, relation(other.guestId))).json()).toEqual({ success: true, data: false });
  });

  it('a missing or non-numeric field is a 422', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await call('utility', 'relation/addRelation', token, { subjectTypeId: 1 }), 422, 'VALIDATION_FAILED');
    await expectError(await call('utility', 'relation/hasRelation', token, { ...relation(1), objectId: 'x' }), 422, 'VALIDATION_FAILED');
  });
});
