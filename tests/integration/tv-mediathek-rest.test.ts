import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIATHEK_SORTS,
  type MediathekVideo,
  articleResponseSchema,
  formatResponseSchema,
  suggestResponseSchema,
  updateMediathekResponseSchema,
} from '@/lib/contracts/tv-mediathek';
import { tvEpisodes, tvPosts, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { listSeries } from '@/lib/server/tv/mediathek/list-series';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { mediathekFixtures } from './tv-mediathek-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { rest, code, episode } = mediathekFixtures(() => rt);

async function json<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

async function aSeriesKey() {
  const [row] = await rt.db.select({ key: tvSeries.key }).from(tvSeries).orderBy(tvSeries.id).limit(1);
  return row!.key;
}

describe('the seeded media centre (§2: at least 12 series, 150 episodes, four languages)', () => {
  it('has the catalogue, a third or so free, fsk 16 and 18, and posts of series and of the channel', async () => {
    const [series] = await rt.db.select({ n: count() }).from(tvSeries);
    const [episodes] = await rt.db.select({ n: count(), free: sql<number>`count(*) filter (where not ${tvEpisodes.premium})::int` }).from(tvEpisodes);
    expect(series!.n).toBeGreaterThanOrEqual(12);
    expect(episodes!.n).toBeGreaterThanOrEqual(150);
    expect(episodes!.free / episodes!.n).toBeGreaterThan(0.2);
    expect(episodes!.free / episodes!.n).toBeLessThan(0.5);
    const fsks = await rt.db.selectDistinct({ fsk: tvEpisodes.fsk }).from(tvEpisodes);
    expect(fsks.map((row) => row.fsk).sort()).toEqual([16, 18]);
    const languages = await rt.db.selectDistinct({ language: tvSeriesTexts.language }).from(tvSeriesTexts);
    expect(languages.map((row) => row.language).sort()).toEqual(['de', 'en', 'es', 'nl']);
    expect((await rt.db.select({ n: count() }).from(tvPosts).where(isNull(tvPosts.seriesId)))[0]!.n).toBeGreaterThan(0);
  });
});

describe('GET tv/updateMediathek and listSeries', () => {
  it('answers the newest episodes first, every series and the counts; `since` counts what is new; t is ignored', async () => {
    const front = await json(await rest('tv/updateMediathek', { query: { t: '123' } }), updateMediathekResponseSchema);
    const dates = front.data.newest.map((item) => Date.parse(item.airedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(front.data.series.length).toBe(front.data.counts.series);
    expect(front.data.counts.newSince).toBeNull();
    const since = front.data.newest[2]!.airedAt;
    const fresh = await json(await rest('tv/updateMediathek', { query: { since } }), updateMediathekResponseSchema);
    expect(fresh.data.counts.newSince).toBe(front.data.newest.filter((item) => Date.parse(item.airedAt) > Date.parse(since)).length);
    expect((await rest('tv/updateMediathek', { query: { since: 'yesterday' } })).status).toBe(422);
  });

  it('pages the series without overlap, in the language asked', async () => {
    const first = await listSeries(rt.db, { language: 'de', offset: 0, limit: 5 });
    const second = await listSeries(rt.db, { language: 'de', offset: 5, limit: 5 });
    expect(first.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((s) => s.id);
    expect(new Set(ids).size).toBe(10);
    const [german] = await rt.db
      .select({ title: tvSeriesTexts.title })
      .from(tvSeriesTexts)
      .where(and(eq(tvSeriesTexts.seriesId, first.items[0]!.id), eq(tvSeriesTexts.language, 'de')));
    expect(first.items[0]!.title).toBe(german!.title);
  });
});

describe('GET tv/format/{key} (§9 mediathek sorts, paging)', () => {
  const check: Record<(typeof MEDIATHEK_SORTS)[number], (a: MediathekVideo, b: MediathekVideo) => boolean> = {
    newest: (a, b) => a.airedAt >= b.airedAt,
    oldest: (a, b) => a.airedAt <= b.airedAt,
    longest: (a, b) => a.duration >= b.duration,
    topRated: (a, b) => a.rating >= b.rating,
    mostViewed: (a, b) => a.views >= b.views,
  };

  it.each(MEDIATHEK_SORTS)('sort %s orders the series episodes and pages them without overlap', async (sort) => {
    const key = await aSeriesKey();
    const first = await json(await rest(`tv/format/${key}`, { query: { sort, limit: '4' } }), formatResponseSchema);
    const second = await json(await rest(`tv/format/${key}`, { query: { sort, limit: '4', offset: '4' } }), formatResponseSchema);
    const items = [...first.data.episodes.items, ...second.data.episodes.items];
    expect(items).toHaveLength(8);
    expect(new Set(items.map((item) => item.id)).size).toBe(8);
    items.slice(1).forEach((item, i) => expect(check[sort](items[i]!, item)).toBe(true));
    expect(items.every((item) => item.seriesKey === key && item.link === `/tv/mediathek/${key}/${item.id}/`)).toBe(true);
    expect(first.data.series).toMatchObject({ key, episodeCount: first.data.episodes.total, link: `/tv/mediathek/${key}/` });
  });

  it('all series: the whole catalogue is listed across pages', async () => {
    const page = await listEpisodes(rt.db, { sort: 'longest', offset: 0, limit: 100, language: 'en' });
    expect(page.total).toBeGreaterThanOrEqual(150);
    expect(page.items).toHaveLength(100);
  });

  it('unknown key 404, bad key or sort 422', async () => {
    const unknown = await rest('tv/format/no-such-series');
    expect(unknown.status).toBe(404);
    expect(await code(unknown)).toBe('NOT_FOUND');
    expect((await rest('tv/format/Bad%20Key')).status).toBe(422);
    expect((await rest(`tv/format/${await aSeriesKey()}`, { query: { sort: 'cheapest' } })).status).toBe(422);
  });
});

describe('GET tv/article/{slug}', () => {
  it('answers the post with escaped html in the language asked, 404 for an unknown slug', async () => {
    const [post] = await rt.db.select({ slug: tvPosts.slug }).from(tvPosts).where(sql`${tvPosts.seriesId} is not null`).limit(1);
    const body = await json(await rest(`tv/article/${post!.slug}`, { language: 'es' }), articleResponseSchema);
    expect(body.data.html).toMatch(/^<p>/);
    expect(body.data.html).not.toMatch(/<(?!\/?(p|h2)>)/);
    expect(body.data.seriesTitle).not.toBeNull();
    expect(body.data.link).toBe(`/tv/posts/${post!.slug}/`);
    expect((await rest('tv/article/no-such-post')).status).toBe(404);
    expect((await rest('tv/article/%3Cscript%3E')).status).toBe(422);
  });
});

describe('GET tv/suggest/{hashId} (§9 recommendations 5)', () => {
  it('answers exactly 5 other episodes, the same series first, never the episode itself', async () => {
    const { id, seriesId } = await episode({ premium: true, fsk: 16 });
    const [series] = await rt.db.select({ key: tvSeries.key }).from(tvSeries).where(eq(tvSeries.id, seriesId));
    const body = await json(await rest(`tv/suggest/${id}`), suggestResponseSchema);
    expect(body.data.items).toHaveLength(5);
    expect(body.data.items.map((item) => item.id)).not.toContain(id);
    expect(body.data.items[0]!.seriesKey).toBe(series!.key);
    expect(new Set(body.data.items.map((item) => item.id)).size).toBe(5);
  });

  it('non-numeric or unknown ids: 404', async () => {
    for (const hashId of ['abc', '12x', '0', '2000000000', '99999999999']) {
      const response = await rest(`tv/suggest/${hashId}`);
      expect(response.status, hashId).toBe(404);
    }
  });
});
