import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { env } from '@/lib/server/env';
import type { AppRuntime } from '@/lib/server/runtime';
import { bannedPerformerWithVideos } from '@/tests/helpers/banned-performer';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  banned = await bannedPerformerWithVideos(rt.db);
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

// Answers are read as loose JSON: each test asserts on the few fields it selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlBody = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, any> }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/graphql?language=de', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const VIDEOS = /* GraphQL */ `
  query Videos($first: Int, $offset: Int, $order: VideoOrder, $filter: VideoFilterInput, $category: String) {
    videos(first: $first, offset: $offset, order: $order, filter: $filter, category: $category) {
      total
      items {
        id title duration description ageRating vip isVip30Offer free new camRecording classic allowedInPlaylists
        guestInfo { bought gifted flatrate liked }
        price { value currency } basePrice { value currency } dailyBonusPrice { value currency }
        previewImages { w320 { url width height } w640 { url } w1280 { url } }
        previewThumbnails(first: 3) { url width height }
        rating { likes dislikes }
        model { id name slug }
        link releasedAt
      }
    }
  }
`;

describe('videos (§7 query-language service)', () => {
  it('answers §3 video fields; 16 per page by default; guestInfo is the anonymous state', async () => {
    const { status, body } = await gql(VIDEOS);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const { total, items } = body.data?.videos;
    expect(items).toHaveLength(16);
    expect(total).toBeGreaterThan(16);
    for (const video of items) {
      expect(video.guestInfo).toEqual({ bought: false, gifted: false, flatrate: false, liked: false });
      expect(video.previewThumbnails).toHaveLength(3);
      expect(video.previewImages.w320.width).toBe(320);
      expect(video.link).toBe(`/amateur/${video.model.slug}/video/${video.id}/`);
    }
    // §9 allVideos: top rated first.
    const likes = items.map((v: { rating: { likes: number } }) => v.rating.likes);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  });

  it('category, order, filter and paging', async () => {
    const free = (await gql(VIDEOS, { category: 'freeVideos', first: 100 })).body.data?.videos;
    expect(free.items.length).toBeGreaterThan(0);
    expect(free.items.every((v: { free: boolean }) => v.free)).toBe(true);
    const cheap = (await gql(VIDEOS, { order: 'cheapest', first: 10 })).body.data?.videos.items;
    const prices = cheap.map((v: { price: { value: number } }) => v.price.value);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const p1 = (await gql(VIDEOS, { order: 'newest', first: 4 })).body.data?.videos.items;
    const p2 = (await gql(VIDEOS, { order: 'newest', first: 4, offset: 4 })).body.data?.videos.items;
    const both = (await gql(VIDEOS, { order: 'newest', first: 8 })).body.data?.videos.items;
    expect([...p1, ...p2].map((v: { id: number }) => v.id)).toEqual(both.map((v: { id: number }) => v.id));
    const vip = (await gql(VIDEOS, { filter: { types: ['vip'], actingGroups: ['F', 'FF'] }, first: 100 })).body.data?.videos;
    expect(vip.items.every((v: { vip: boolean }) => v.vip)).toBe(true);
  });

  it('§6: the geo country hides banned performers', async () => {
    const query = `{ videos(filter: { modelIds: [${banned.id}] }) { total } }`;
    expect((await gql(query)).body.data?.videos.total).toBeGreaterThan(0);
    expect((await gql(query, {}, { [env().GEO_COUNTRY_HEADER]: banned.country })).body.data?.videos.total).toBe(0);
  });

  it("§5: an unmapped category is an error with code UNMAPPED_CATEGORY and message 'Unmapped category'", async () => {
    const { status, body } = await gql(VIDEOS, { category: 'popularVideos' });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe('Unmapped category');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNMAPPED_CATEGORY');
  });

  it('bad arguments are VALIDATION_FAILED or a 400, never INTERNAL', async () => {
    const negative = await gql(VIDEOS, { first: -1 });
    expect(negative.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const tooMany = await gql(VIDEOS, { first: 101 });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badDay = await gql(VIDEOS, { filter: { releasedFrom: 'yesterday' } });
    expect(badDay.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badOrder = await gql(VIDEOS, { order: 'random' });
    expect(badOrder.status).toBe(400);
    const badType = await gql(VIDEOS, { filter: { types: ['stolen'] } });
    expect(badType.status).toBe(400);
  });
});

describe('video, videoStars, collections, videoRecommendations, tags, popularTags (§7)', () => {
  it('video by id with all thumbnails; null when unknown', async () => {
    const [first] = (await gql('{ videos(first: 1) { items { id duration } } }')).body.data?.videos.items;
    const { body } = await gql(`{ video(id: ${first.id}) { id previewThumbnails { url } } none: video(id: 1) { id } }`);
    expect(body.data?.video.id).toBe(first.id);
    expect(body.data?.video.previewThumbnails.length).toBeGreaterThanOrEqual(6);
    expect(body.data?.video.previewThumbnails.length).toBeLessThanOrEqual(100);
    expect(body.data?.none).toBeNull();
  });

  it('§9 video stars: 100 per page with §3 fields', async () => {
    const { body } = await gql('{ videoStars { total items { actorId actorName age videoCount newVideoCount online spokenLanguages } } }');
    const { total, items } = body.data?.videoStars;
    expect(items.length).toBe(Math.min(100, total));
    expect(items[0].videoCount).toBeGreaterThan(0);
    const tooMany = await gql('{ videoStars(first: 101) { total } }');
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('collections with their videos, names in the request language', async () => {
    const { body } = await gql('{ collections { slug name videoCount videos { id } } }');
    expect(body.data?.collections[0].name).toBe('Redaktionstipps');
    expect(body.data?.collections[0].videos.length).toBe(8);
  });

  it('recommendations: 8 by default, by actorId or albumId, not both', async () => {
    const [first] = (await gql('{ videos(first: 1) { items { id model { id } } } }')).body.data?.videos.items;
    const byAlbum = await gql(`{ videoRecommendations(albumId: ${first.id}) { id } }`);
    expect(byAlbum.body.data?.videoRecommendations).toHaveLength(8);
    const byActor = await gql(`{ videoRecommendations(actorId: ${first.model.id}, first: 5) { id model { id } } }`);
    expect(byActor.body.data?.videoRecommendations.every((v: { model: { id: number } }) => v.model.id !== first.model.id)).toBe(true);
    const neither = await gql('{ videoRecommendations { id } }');
    expect(neither.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const unknown = await gql('{ videoRecommendations(albumId: 1) { id } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tag search (German names, accents and case ignored) and most popular tags', async () => {
    const { body } = await gql('{ tags(search: "DRAU") { tagGroup name videoCount } popularTags(first: 5) { tagGroup videoCount } }');
    expect(body.data?.tags[0]).toMatchObject({ tagGroup: 'outdoor', name: 'Draußen' });
    const accents = await gql('{ tags(search: "kuche") { tagGroup name } }');
    expect(accents.body.data?.tags[0]).toMatchObject({ tagGroup: 'kitchen', name: 'Küche' });
    const counts = body.data?.popularTags.map((t: { videoCount: number }) => t.videoCount);
    expect(counts).toHaveLength(5);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const empty = await gql('{ tags(search: "  ") { id } }');
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
