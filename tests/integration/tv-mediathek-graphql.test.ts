import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPOST } from '@/app/graphql/route';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

type Video = { id: number; title: string; duration: number; seriesKey: string };

async function graphql<T>(query: string, language = 'en') {
  const response = await graphqlPOST(
    new Request(`http://localhost/graphql?language=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
  );
  return (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe('GraphQL TV series, mediathek videos and recommendations (§7)', () => {
  it('tvSeries pages the series with their episode counts and preview pictures', async () => {
    const body = await graphql<{ tvSeries: { total: number; items: { key: string; episodeCount: number; previewPicture: { url: string } }[] } }>(
      '{ tvSeries(first: 3, offset: 1) { total items { key episodeCount previewPicture { url } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.tvSeries.total).toBeGreaterThanOrEqual(12);
    expect(body.data!.tvSeries.items).toHaveLength(3);
    expect(body.data!.tvSeries.items.every((s) => s.episodeCount >= 10 && s.previewPicture.url.startsWith('/media/video/'))).toBe(true);
  });

  it('mediathekVideos of a series in the longest order; recommendations are 5 others', async () => {
    const body = await graphql<{ mediathekVideos: { total: number; items: Video[] } }>(
      '{ mediathekVideos(seriesKey: "kitchen-stories", first: 50, order: longest) { total items { id title duration seriesKey } } }',
      'nl',
    );
    expect(body.errors).toBeUndefined();
    const items = body.data!.mediathekVideos.items;
    expect(items.length).toBe(body.data!.mediathekVideos.total);
    expect(items.every((item) => item.seriesKey === 'kitchen-stories')).toBe(true);
    expect(items.map((item) => item.duration)).toEqual([...items.map((item) => item.duration)].sort((a, b) => b - a));

    const id = items[0]!.id;
    const recs = await graphql<{ mediathekRecommendations: Video[] }>(`{ mediathekRecommendations(videoId: ${id}) { id seriesKey } }`);
    expect(recs.errors).toBeUndefined();
    expect(recs.data!.mediathekRecommendations).toHaveLength(5);
    expect(recs.data!.mediathekRecommendations.map((v) => v.id)).not.toContain(id);
  });

  it('bad arguments and unknown episodes are errors, not empty answers', async () => {
    expect((await graphql('{ mediathekVideos(seriesKey: "Bad Key") { total } }')).errors?.length).toBeGreaterThan(0);
    expect((await graphql('{ tvSeries(first: 1000) { total } }')).errors?.length).toBeGreaterThan(0);
    const unknown = await graphql('{ mediathekRecommendations(videoId: 2000000000) { id } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
