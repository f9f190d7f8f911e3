import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { chatTicketListSchema } from '@/lib/contracts/cam-show';
import { listCamShows, listCamShowsForActor } from '@/lib/server/catalog/models/cam-shows';
import { actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

const HOUR = 3_600_000;
let rt: AppRuntime;
let host: { id: number; name: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ id: actors.id, name: actors.name })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) = 0 and not exists (select 1 from cam_shows s where s.actor_id = ${actors.id})`)
    .limit(1);
  if (!row) throw new Error('the seed needs a performer without shows');
  host = row;
  const now = Date.now();
  await rt.db.insert(camShows).values([
    { actorId: host.id, title: 'Finished', startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - 2 * HOUR), price: 499, capacity: 10 },
    { actorId: host.id, title: 'Later', startsAt: new Date(now + 5 * HOUR), endsAt: new Date(now + 6 * HOUR), price: 0, isFree: true, capacity: 10 },
    { actorId: host.id, title: 'Running', startsAt: new Date(now - HOUR / 2), endsAt: new Date(now + HOUR), price: 999, isFeatured: true, capacity: 10 },
    { actorId: host.id, title: 'Staff', startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR), price: 999, isInternal: true, capacity: 10 },
  ]);
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

describe('listCamShowsForActor (§7 cam-show ticket list per model)', () => {
  it('her running and upcoming shows, soonest first; past and internal ones left out', async () => {
    const shows = await listCamShowsForActor(rt.db, host.id);
    expect(shows.map((s) => s.title)).toEqual(['Running', 'Later']);
  });

  it('§3 chat ticket fields: running marked as started, free shows cost nothing, nothing bought yet', async () => {
    const [running, later] = await listCamShowsForActor(rt.db, host.id);
    expect(running).toMatchObject({ actorId: host.id, actorName: host.name, hasStarted: true, isFeatured: true, isFree: false, canBuy: true });
    expect(running?.price).toEqual({ value: 999, currency: 'EUR' });
    expect(later).toMatchObject({ hasStarted: false, isFree: true, canBuy: false, price: { value: 0, currency: 'EUR' } });
    for (const show of [running, later]) {
      expect(show?.isBought).toBe(false);
      expect(show?.postBuyInfo).toBeNull();
      expect(Date.parse(show?.end ?? '')).toBeGreaterThan(Date.parse(show?.start ?? ''));
    }
  });
});

describe('listCamShows (§7 cam show list)', () => {
  it('every show running now or to come, soonest first, with the total', async () => {
    const list = await listCamShows(rt.db, { first: 500, offset: 0 });
    expect(() => chatTicketListSchema.parse(list)).not.toThrow();
    const [expected] = await rt.db
      .select({ n: sql<number>`count(*)::int` })
      .from(camShows)
      .where(and(gt(camShows.endsAt, new Date()), eq(camShows.isInternal, false)));
    expect(list.total).toBe(expected?.n);
    expect(list.items).toHaveLength(list.total);
    const starts = list.items.map((s) => s.start);
    expect([...starts].sort()).toEqual(starts);
    expect(list.items.every((s) => Date.parse(s.end) > Date.now() && !s.isInternal)).toBe(true);
  });

  it('§6: shows of a performer banned for the viewer country are left out', async () => {
    await rt.db.update(actors).set({ bannedCountryCodes: ['SE'] }).where(eq(actors.id, host.id));
    const swedish = await listCamShows(rt.db, { first: 500, offset: 0, viewerCountry: 'se' });
    expect(swedish.items.some((s) => s.actorId === host.id)).toBe(false);
    await rt.db.update(actors).set({ bannedCountryCodes: [] }).where(eq(actors.id, host.id));
  });
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await POST(
    new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] } };
}

describe('GraphQL camShows and camShowsByModel', () => {
  it('camShows(first) pages the list', async () => {
    const { status, body } = await gql('{ camShows(first: 2) { total items { id title start end hasStarted isFree price { value currency } actorName } } }');
    expect(status).toBe(200);
    expect(body.data.camShows.items).toHaveLength(2);
    expect(body.data.camShows.total).toBeGreaterThanOrEqual(2);
  });

  it('camShowsByModel(modelId) answers her tickets', async () => {
    const { body } = await gql('query($id: Int!) { camShowsByModel(modelId: $id) { title hasStarted } }', { id: host.id });
    expect(body.data.camShowsByModel).toEqual([
      { title: 'Running', hasStarted: true },
      { title: 'Later', hasStarted: false },
    ]);
  });

  it('an unknown performer is NOT_FOUND; a missing or mistyped modelId is a 400', async () => {
    const unknown = await gql('{ camShowsByModel(modelId: 999999) { id } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('{ camShowsByModel { id } }')).status).toBe(400);
    expect((await gql('{ camShowsByModel(modelId: "x") { id } }')).status).toBe(400);
    const negative = await gql('{ camShows(first: -3) { total } }');
    expect(negative.status).toBeLessThan(500);
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
