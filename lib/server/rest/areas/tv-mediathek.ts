import 'server-only';
import {
  articleInputSchema,
  formatInputSchema,
  suggestInputSchema,
  tvVideoInputSchema,
  updateMediathekInputSchema,
} from '@/lib/contracts/tv-mediathek';
import { dbIdParamSchema } from '@/lib/contracts/db-id';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { episodeView } from '@/lib/server/tv/mediathek/episode-view';
import { getArticle } from '@/lib/server/tv/mediathek/get-article';
import { getEpisode } from '@/lib/server/tv/mediathek/get-episode';
import { getSeriesByKey } from '@/lib/server/tv/mediathek/get-series';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { mediathekFront } from '@/lib/server/tv/mediathek/mediathek-front';
import { recommendations } from '@/lib/server/tv/mediathek/recommendations';
import { type RestArea, restCall } from '../call';

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);

/**
 * §7 tv area, the media centre's calls (spread into tvArea). Everything is public; video/{videoId}
 * tells each viewer what they may do with the episode. Every GET accepts and ignores `t` (§7).
 */
export const tvMediathekCalls: RestArea = {
  // GET /rest/v1/tv/updateMediathek?since=<ISO> – newest episodes, the series, counts, how many are new since `since`
  updateMediathek: restCall({
    method: 'GET',
    auth: 'optional',
    input: updateMediathekInputSchema,
    handler: async ({ since }, { db, language }) => ({
      success: true,
      data: await mediathekFront(db, { language, since: since ? new Date(since) : undefined }),
    }),
  }),

  // GET /rest/v1/tv/format/{key}?sort=&offset=&limit= – a series with one page of its episodes
  'format/{key}': restCall({
    method: 'GET',
    auth: 'optional',
    input: formatInputSchema,
    handler: async ({ key, sort, offset, limit }, { db, language }) => {
      const series = await getSeriesByKey(db, key, language);
      if (!series) throw notFound('series');
      const episodes = await listEpisodes(db, { seriesKey: key, sort, offset, limit, language });
      return { success: true, data: { series, episodes, sort } };
    },
  }),

  // GET /rest/v1/tv/article/{slug} – a TV post
  'article/{slug}': restCall({
    method: 'GET',
    auth: 'optional',
    input: articleInputSchema,
    handler: async ({ slug }, { db, language }) => {
      const post = await getArticle(db, slug, language);
      if (!post) throw notFound('TV post');
      return { success: true, data: post };
    },
  }),

  // GET /rest/v1/tv/video/{videoId} – an episode, its signed stream when allowed, else access: login | subscribe | verify
  'video/{videoId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: tvVideoInputSchema,
    handler: async ({ videoId }, { db, guest, language }) => {
      const viewer = guest && { guestId: guest.guestId, avsAccepted: guest.avsAccepted };
      const view = await episodeView(db, runtime().tokenKey, videoId, viewer, language);
      if (!view) throw notFound('episode');
      return { success: true, data: view };
    },
  }),

  // GET /rest/v1/tv/suggest/{hashId} – §9 5 recommendations for an episode (hashId = the episode id)
  'suggest/{hashId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: suggestInputSchema,
    handler: async ({ hashId }, { db, language }) => {
      const id = /^\d+$/.test(hashId) ? dbIdParamSchema.safeParse(hashId) : null;
      if (!id?.success || !(await getEpisode(db, id.data, language))) throw notFound('episode');
      return { success: true, data: { items: await recommendations(db, id.data, language) } };
    },
  }),
};
