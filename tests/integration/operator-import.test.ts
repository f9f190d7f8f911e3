import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { dispatchRest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let token: string;

function post(path: string, body: unknown, bearer: string | null = token, raw?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return dispatchRest(new Request(`http://localhost/rest/v1/internal/${path}`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) }));
}

beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  const login = await post('login', { email: 'ops@example.com', password: 'ops-pass-123' }, null);
  token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
});
afterAll(() => stopTestRuntime(rt));

const performer = (externalId: string, name: string, extra: Record<string, unknown> = {}) => ({
  externalId,
  name,
  type: 'F',
  birthDate: '1995-04-12',
  countryCode: 'DE',
  spokenLanguages: ['de', 'en'],
  aboutMe: 'Hello from the import.',
  albums: [{ externalId: `${externalId}-album-1`, title: 'Summer colours', ageRating: 16, price: 499, pictures: [{}, {}, { ageRating: 18 }] }],
  ...extra,
});

async function rowCounts(name: string) {
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).where(eq(actors.name, name));
  if (!actor) return { actors: 0, albums: 0, pictures: 0 };
  const albumIds = (await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.actorId, actor.id))).map((a) => a.id);
  const [pics] = albumIds.length ? await rt.db.select({ n: count() }).from(pictures).where(inArray(pictures.albumId, albumIds)) : [{ n: 0 }];
  return { actors: 1, albums: albumIds.length, pictures: pics?.n ?? 0 };
}

describe('§7 internal actor_import_full and album_import', () => {
  it('imports a performer with her profile and an album of generated pictures; the same payload twice changes nothing', async () => {
    const payload = { actors: [performer('ext-anna', 'ImportAnna')] };
    const first = await post('actor_import_full', payload);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { data: { actors: { outcome: string; actorId: number; albums: { outcome: string }[] }[] } };
    expect(firstBody.data.actors[0]?.outcome).toBe('created');
    expect(await rowCounts('ImportAnna')).toEqual({ actors: 1, albums: 1, pictures: 3 });
    const [profile] = await rt.db.select().from(actorProfiles).where(eq(actorProfiles.actorId, firstBody.data.actors[0]?.actorId ?? 0));
    expect(profile?.aboutMe).toBe('Hello from the import.');

    const second = await post('actor_import_full', payload);
    const secondBody = (await second.json()) as typeof firstBody;
    expect(secondBody.data.actors[0]).toMatchObject({ outcome: 'unchanged', actorId: firstBody.data.actors[0]?.actorId, albums: [{ outcome: 'unchanged' }] });
    expect(await rowCounts('ImportAnna')).toEqual({ actors: 1, albums: 1, pictures: 3 });
  });

  it('an imported performer answers in the catalogue calls by her name', async () => {
    await post('actor_import_full', { actors: [performer('ext-hana', 'ImportHana')] });
    const response = await dispatchRest(new Request('http://localhost/rest/v1/actor/getActorDataByIdOrName/importhana'));
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('ImportHana');
  });

  it('a changed record updates the same performer instead of adding one', async () => {
    await post('actor_import_full', { actors: [performer('ext-bea', 'ImportBea')] });
    const again = await post('actor_import_full', { actors: [performer('ext-bea', 'ImportBea', { aboutMe: 'Changed.' })] });
    expect(((await again.json()) as { data: { actors: { outcome: string }[] } }).data.actors[0]?.outcome).toBe('updated');
    expect(await rowCounts('ImportBea')).toEqual({ actors: 1, albums: 1, pictures: 3 });
  });

  it('a malformed record is a 422 naming it, and nothing of the payload is written', async () => {
    const response = await post('actor_import_full', { actors: [performer('ext-cleo', 'ImportCleo'), performer('ext-dora', 'Import Dora!')] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((i) => i.path)).toContain('actors.1.name');
    expect(await rowCounts('ImportCleo')).toEqual({ actors: 0, albums: 0, pictures: 0 });
  });

  it('a stage name taken by another performer is a 422 naming the record, earlier records rolled back', async () => {
    await post('actor_import_full', { actors: [performer('ext-eva', 'ImportEva')] });
    const response = await post('actor_import_full', { actors: [performer('ext-fia', 'ImportFia'), performer('ext-other-eva', 'importeva')] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('actors.1.name');
    expect(await rowCounts('ImportFia')).toEqual({ actors: 0, albums: 0, pictures: 0 });
  });

  it('album_import adds albums to an imported performer, idempotently; an unknown performer is a 422', async () => {
    await post('actor_import_full', { actors: [performer('ext-gina', 'ImportGina', { albums: [] })] });
    const payload = { albums: [{ externalId: 'gina-a2', actorExternalId: 'ext-gina', title: 'Blue hour', ageRating: 18, price: 799, pictures: [{}, {}] }] };
    expect((await post('album_import', payload)).status).toBe(200);
    expect((await post('album_import', payload)).status).toBe(200);
    expect(await rowCounts('ImportGina')).toEqual({ actors: 1, albums: 1, pictures: 2 });
    const unknown = await post('album_import', { albums: [{ ...payload.albums[0], externalId: 'x-1', actorExternalId: 'ext-nobody' }] });
    expect(unknown.status).toBe(422);
  });

  it('refuses guests and visitors with 401 and a body over 1 MB with 413', async () => {
    const guest = await freshGuest(rt);
    expect((await post('actor_import_full', { actors: [] }, guest.token)).status).toBe(401);
    expect((await post('album_import', { albums: [] }, null)).status).toBe(401);
    expect((await post('actor_import_full', null, token, JSON.stringify({ actors: [], pad: 'x'.repeat(1_100_000) }))).status).toBe(413);
  });
});
