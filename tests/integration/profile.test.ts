import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { chatRatingsSchema, heatMapSchema, interviewSchema } from '@/lib/contracts/profile';
import { actorChatRatings, actors } from '@/lib/server/db/schema/actors';
import { actorHeatMaps, actorInterviews } from '@/lib/server/db/schema/content';
import { INTERVIEW_QUESTION_KEYS } from '@/lib/server/db/seed/content-texts';
import { getChatRatings } from '@/lib/server/catalog/profile/get-chat-ratings';
import { getHeatMap } from '@/lib/server/catalog/profile/get-heat-map';
import { listInterviews } from '@/lib/server/catalog/profile/list-interviews';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let demo: { id: number; name: string };
let banned: { id: number; country: string };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  rt = await startTestRuntime();
  const [first] = await rt.db.select({ id: actors.id, name: actors.name }).from(actors).orderBy(asc(actors.id)).limit(1);
  const [withBan] = await rt.db
    .select({ id: actors.id, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0`)
    .limit(1);
  if (!first || !withBan?.codes[0]) throw new Error('the seed needs the demo performer and a banned one');
  demo = first;
  banned = { id: withBan.id, country: withBan.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/graphql?language=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

/** Replaces an actor's chat ratings: `recent` inside the 90-day window, `old` outside it. */
async function setRatings(actorId: number, recent: boolean[], old: boolean[] = []) {
  await rt.db.delete(actorChatRatings).where(eq(actorChatRatings.actorId, actorId));
  const now = Date.now();
  const rows = [
    ...recent.map((satisfied, k) => ({ actorId, satisfied, ratedAt: new Date(now - (k + 1) * DAY_MS) })),
    ...old.map((satisfied, k) => ({ actorId, satisfied, ratedAt: new Date(now - (91 + k) * DAY_MS) })),
  ];
  if (rows.length > 0) await rt.db.insert(actorChatRatings).values(rows);
}

describe('chat ratings (§3 lastNinetyDays; §5 shown only from 10 ratings in 90 days)', () => {
  it('§5: 9 ratings in the last 90 days are not shown, however many older ones exist', async () => {
    await setRatings(demo.id, Array(9).fill(true), Array(20).fill(true));
    const ratings = chatRatingsSchema.parse(await getChatRatings(rt.db, demo.id));
    expect(ratings.lastNinetyDays).toBeNull();
  });

  it('§5: the 10th rating in the window shows count and satisfaction rate (older ratings not counted)', async () => {
    await setRatings(demo.id, [...Array(7).fill(true), ...Array(3).fill(false)], Array(5).fill(false));
    const ratings = await getChatRatings(rt.db, demo.id);
    expect(ratings.lastNinetyDays).toEqual({ countRatings: 10, satisfactionRate: 70 });
  });

  it('GraphQL chatRatings follows the same rule on both sides of 10', async () => {
    const query = 'query R($id: Int!) { chatRatings(actorId: $id) { actorId lastNinetyDays { countRatings satisfactionRate } } }';
    await setRatings(demo.id, Array(12).fill(true));
    const shown = await gql(query, { id: demo.id });
    expect(shown.status).toBe(200);
    expect(shown.body.data?.chatRatings).toEqual({ actorId: demo.id, lastNinetyDays: { countRatings: 12, satisfactionRate: 100 } });
    await setRatings(demo.id, Array(3).fill(true));
    const hidden = await gql(query, { id: demo.id });
    expect(hidden.body.data?.chatRatings.lastNinetyDays).toBeNull();
  });
});

describe('interviews (§3, §9 defaults image size 720, seconds)', () => {
  it('lists the demo performer\'s answers in her order, questions as keys of the fixed list', async () => {
    const list = await listInterviews(rt.db, demo.id);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) {
      interviewSchema.parse(item);
      expect(INTERVIEW_QUESTION_KEYS as readonly string[]).toContain(item.questionKey);
    }
    const stored = await rt.db
      .select({ id: actorInterviews.id })
      .from(actorInterviews)
      .where(eq(actorInterviews.actorId, demo.id))
      .orderBy(asc(actorInterviews.position));
    expect(list.map((i) => i.id)).toEqual(stored.map((s) => s.id));
  });

  it('GraphQL interviews: default 720 px image (never upscaled: w1280) and seconds; mmss on request', async () => {
    const query = `query I($id: Int!, $size: Int, $format: InterviewDurationFormat) {
      interviews(actorId: $id, imageSize: $size, durationFormat: $format) { questionKey answer duration durationSeconds image { url width } }
    }`;
    const byDefault = await gql(query, { id: demo.id });
    expect(byDefault.status).toBe(200);
    const first = byDefault.body.data?.interviews[0];
    expect(first.duration).toBe(String(first.durationSeconds));
    expect(first.image.width).toBe(1280);
    const small = await gql(query, { id: demo.id, size: 300, format: 'mmss' });
    const item = small.body.data?.interviews[0];
    expect(item.image.width).toBe(320);
    expect(item.duration).toMatch(/^\d{2}:\d{2}$/);
    const seconds = item.durationSeconds as number;
    expect(item.duration).toBe(`${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`);
  });
});

describe('heat maps (§3 heatMaps, hoursToBeOnline, actorName, memo)', () => {
  it('has 168 values 0–100, Monday 00:00 first, and planned hours 0–23', async () => {
    const heat = heatMapSchema.parse(await getHeatMap(rt.db, demo));
    expect(heat.heatMaps).toHaveLength(168);
    expect(heat.actorName).toBe(demo.name);
    const [stored] = await rt.db.select().from(actorHeatMaps).where(eq(actorHeatMaps.actorId, demo.id));
    expect(heat.heatMaps).toEqual(stored?.weekly);
    expect(heat.hoursToBeOnline.every((h) => h >= 0 && h <= 23)).toBe(true);
  });

  it('a performer without a heat map yet still gets 168 values (all zero)', async () => {
    await rt.db.delete(actorHeatMaps).where(eq(actorHeatMaps.actorId, banned.id));
    const heat = heatMapSchema.parse(await getHeatMap(rt.db, { id: banned.id, name: 'x' }));
    expect(heat.heatMaps).toEqual(Array(168).fill(0));
    expect(heat.hoursToBeOnline).toEqual([]);
  });

  it('GraphQL heatMap answers the same week', async () => {
    const { status, body } = await gql('query H($id: Int!) { heatMap(actorId: $id) { actorId actorName heatMaps hoursToBeOnline memo timeZone } }', { id: demo.id });
    expect(status).toBe(200);
    expect(body.data?.heatMap.heatMaps).toHaveLength(168);
    expect(body.data?.heatMap.timeZone).toBe('Europe/Berlin');
  });
});

describe('GraphQL actor queries: bad input is 400/422-coded, unknown is NOT_FOUND, never a 500', () => {
  it('an unknown actor is a NOT_FOUND error with the field null', async () => {
    for (const field of ['chatRatings(actorId: 1) { actorId }', 'heatMap(actorId: 1) { actorId }', 'interviews(actorId: 1) { id }']) {
      const { status, body } = await gql(`{ ${field} }`);
      expect(status, field).toBe(200);
      expect(body.errors?.[0]?.extensions?.code, field).toBe('NOT_FOUND');
    }
  });

  it('§6: an actor banned for the viewer\'s country is NOT_FOUND for that viewer only', async () => {
    const query = `{ heatMap(actorId: ${banned.id}) { actorId } }`;
    const hidden = await gql(query, {}, { 'x-country-code': banned.country });
    expect(hidden.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const seen = await gql(query, {}, { 'x-country-code': banned.country === 'FR' ? 'IT' : 'FR' });
    expect(seen.body.data?.heatMap.actorId).toBe(banned.id);
  });

  it('out-of-range ids and sizes are VALIDATION_FAILED; wrong types and unknown enums are 400', async () => {
    const negative = await gql('{ chatRatings(actorId: -5) { actorId } }');
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const size = await gql(`{ interviews(actorId: ${demo.id}, imageSize: 0) { id } }`);
    expect(size.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await gql('{ heatMap(actorId: "abc") { actorId } }')).status).toBe(400);
    expect((await gql(`{ interviews(actorId: ${demo.id}, durationFormat: hours) { id } }`)).status).toBe(400);
    expect((await gql('{ heatMap { actorId } }')).status).toBe(400);
  });
});
