import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { GET as restGet } from '@/app/rest/v1/[area]/[...call]/route';
import { POST as graphqlPost } from '@/app/graphql/route';
import { contestSummarySchema } from '@/lib/contracts/contests';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

async function grid(type: string, payload: unknown) {
  const path = `tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`;
  const response = await restGet(new Request(`http://localhost/rest/v1/${path}?language=de`), {
    params: Promise.resolve({ area: 'tileGrid', call: ['get', type, JSON.stringify(payload)] }),
  });
  expect(response.status).toBe(200);
  return z.object({ data: z.object({ total: z.number(), items: z.array(contestSummarySchema) }) }).parse(await response.json()).data;
}

async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await graphqlPost(new Request('http://localhost/graphql?language=en', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
}

describe('§2 tile grids of the seeded contests', () => {
  it('one active contest around today, a next one, and past contests a year back with winners', async () => {
    const active = await grid('activeContests', {});
    expect(active.items.length).toBeGreaterThanOrEqual(1);
    expect(active.items[0]?.state).toBe('active');
    expect(active.items[0]?.elementsCount).toBeGreaterThan(5);
    const next = await grid('nextContests', {});
    expect(next.items[0]?.state).toBe('next');
    const last = await grid('lastContests', { pageSize: 20 });
    expect(last.total).toBeGreaterThanOrEqual(6);
    expect(last.items.every((c) => c.state === 'last' && c.winners.length > 0 && c.winners[0]?.place === 1)).toBe(true);
    const photos = await grid('lastContests', { kind: 'photo', pageSize: 2 });
    expect(photos.items.every((c) => c.type === 'photo')).toBe(true);
  });

  it('a test day moves now: the next contest is active on a day inside its window', async () => {
    const [next] = (await grid('nextContests', {})).items;
    const day = new Date(Date.parse(next!.startsAt) + 36 * 3_600_000).toISOString().slice(0, 10);
    const active = await grid('activeContests', { qmday: day });
    expect(active.items.map((c) => c.id)).toContain(next!.id);
  });
});

describe('§7 GraphQL contests and generic voting', () => {
  const votings = 'query { votings { id open options { key count } myOptionKey } }';
  const add = 'mutation($id: Int!, $key: String!) { addVote(votingId: $id, optionKey: $key) { id options { key count } myOptionKey } }';
  const remove = 'mutation($id: Int!, $key: String!) { deleteVote(votingId: $id, optionKey: $key) { id myOptionKey } }';

  it('adds one vote per guest and voting, refuses a second, and deletes it', async () => {
    const { token } = await freshGuest(rt);
    const list = z.object({ votings: z.array(z.object({ id: z.number(), open: z.boolean(), options: z.array(z.object({ key: z.string(), count: z.number() })) })) }).parse((await graphql(votings, {})).data);
    const voting = list.votings.find((v) => v.open)!;
    const before = voting.options[0]!.count;
    const added = await graphql(add, { id: voting.id, key: voting.options[0]!.key }, token);
    expect(added.data?.addVote).toMatchObject({ myOptionKey: voting.options[0]!.key });
    expect((added.data?.addVote as { options: { count: number }[] }).options[0]!.count).toBe(before + 1);
    const again = await graphql(add, { id: voting.id, key: voting.options[1]!.key }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_VOTED');
    expect((await graphql(add, { id: voting.id, key: voting.options[0]!.key })).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await graphql(add, { id: voting.id, key: 'nope' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await graphql(remove, { id: voting.id, key: voting.options[0]!.key }, token);
    expect(removed.data?.deleteVote).toMatchObject({ myOptionKey: null });
  });

  it('contests(state) answers the same contests as the tile grid', async () => {
    const result = await graphql('query { contests(state: active) { total items { id state title } } }', {});
    expect((result.data?.contests as { items: { state: string }[] }).items.every((c) => c.state === 'active')).toBe(true);
  });
});
