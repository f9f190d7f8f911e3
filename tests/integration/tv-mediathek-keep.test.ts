import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediathekResponseSchema } from '@/lib/contracts/personal';
import { keepTvEpisodeResponseSchema, tvVideoResponseSchema } from '@/lib/contracts/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { keptEpisodeIds } from '@/lib/server/tv/mediathek/keep-episode';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { mediathekFixtures } from './tv-mediathek-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { rest, restPostJson, guest, episode, code } = mediathekFixtures(() => rt);

async function pinned(token: string, language = 'en') {
  const response = await rest('guest/mediathek', { token, language, query: { kind: 'videos', section: 'pinned' } });
  expect(response.status).toBe(200);
  return mediathekResponseSchema.parse(await response.json()).data;
}

describe('POST guest/mediathek/keepTvEpisode and deleteTvEpisode (§2 media library)', () => {
  it('keeps an episode idempotently, shows it in the pinned section (in the language asked), and only to its guest', async () => {
    const keeper = await guest();
    const premium = await episode({ premium: true, fsk: 16 });
    const free = await episode({ premium: false, fsk: 16 });
    for (const id of [premium.id, premium.id, free.id]) {
      const response = await restPostJson('guest/mediathek/keepTvEpisode', { episodeId: id }, keeper.token);
      expect(keepTvEpisodeResponseSchema.parse(await response.json()).data).toEqual({ episodeId: id, kept: true });
    }
    expect(await keptEpisodeIds(rt.db, keeper.guestId)).toHaveLength(2);

    const library = await pinned(keeper.token, 'de');
    expect(library.total).toBe(2);
    expect(library.items.map((item) => item.id).sort()).toEqual([premium.id, free.id].sort());
    const item = library.items.find((i) => i.id === premium.id)!;
    expect(item).toMatchObject({ origin: 'tv', source: 'pinned', mediaType: 'video' });
    expect(item.link).toBe(`/tv/mediathek/${item.model.slug}/${premium.id}/`);
    const view = tvVideoResponseSchema.parse(await (await rest(`tv/video/${premium.id}`, { token: keeper.token, language: 'de' })).json()).data;
    expect(item.title).toBe(view.episode.title);
    expect(view.kept).toBe(true);

    const other = await guest();
    expect((await pinned(other.token)).total).toBe(0);
    expect(tvVideoResponseSchema.parse(await (await rest(`tv/video/${premium.id}`, { token: other.token })).json()).data.kept).toBe(false);

    for (let i = 0; i < 2; i++) {
      const response = await restPostJson('guest/mediathek/deleteTvEpisode', { episodeId: premium.id }, keeper.token);
      expect(keepTvEpisodeResponseSchema.parse(await response.json()).data).toEqual({ episodeId: premium.id, kept: false });
    }
    expect((await pinned(keeper.token)).items.map((i) => i.id)).toEqual([free.id]);
  });

  it('another guest removing it changes nothing of the keeper', async () => {
    const keeper = await guest();
    const other = await guest();
    const { id } = await episode({ premium: false, fsk: 18 });
    await restPostJson('guest/mediathek/keepTvEpisode', { episodeId: id }, keeper.token);
    await restPostJson('guest/mediathek/deleteTvEpisode', { episodeId: id }, other.token);
    expect(await keptEpisodeIds(rt.db, keeper.guestId)).toEqual([id]);
  });

  it('401 for a visitor, 404 for an unknown episode, 422 for a bad id; nothing written', async () => {
    const keeper = await guest();
    const { id } = await episode({ premium: true, fsk: 16 });
    const visitor = await restPostJson('guest/mediathek/keepTvEpisode', { episodeId: id });
    expect(visitor.status).toBe(401);
    expect((await restPostJson('guest/mediathek/deleteTvEpisode', { episodeId: id })).status).toBe(401);
    const unknown = await restPostJson('guest/mediathek/keepTvEpisode', { episodeId: 2_000_000_000 }, keeper.token);
    expect(unknown.status).toBe(404);
    expect(await code(unknown)).toBe('NOT_FOUND');
    for (const episodeId of ['12', -1, 0, 1.5, 3_000_000_000]) {
      expect((await restPostJson('guest/mediathek/keepTvEpisode', { episodeId }, keeper.token)).status).toBe(422);
    }
    expect(await keptEpisodeIds(rt.db, keeper.guestId)).toEqual([]);
  });
});
