import type { PGlite } from '@electric-sql/pglite';
import { VIDEO_CATEGORIES, type VideoOrder } from '@/lib/contracts/video';
import { topCamViewSchema } from '@/lib/contracts/top-cam';
import type { Db } from '@/lib/server/db/client';
import { listModels } from '@/lib/server/catalog/list-models';
import { listVideos } from '@/lib/server/catalog/list-videos';
import { listCamShows } from '@/lib/server/catalog/models/cam-shows';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import { listVideoStars } from '@/lib/server/catalog/videos/video-stars';
import { globalSearch } from '@/lib/server/search/global-search';

/** Patterns a guest types: names, misspelled names, accents, title words, a miss. */
export const searchPatterns = [
  'sunset', 'sunsett', 'morning', 'mornin', 'beach', 'garden', 'candle', 'velvet', 'ocean', 'autumn',
  'lena', 'leena', 'sofia', 'sofía', 'jessica', 'jesica', 'marie', 'mariee', 'nina', 'ninna',
  'anna', 'laura', 'lara', 'emma', 'mia', 'studio', 'dance', 'yoga', 'coffee', 'zzqxv',
];

/** Other searches a running server has served before (none of them in searchPatterns). */
export const warmupPatterns = [
  'night', 'city', 'lake', 'rain', 'karaoke', 'book', 'spa', 'winter', 'balcony', 'friday',
  'sara', 'kira', 'ines', 'helena', 'amber', 'vera', 'greta', 'celia', 'jade', 'elin',
];

/** The search service without its 5-minute cache: what a guest pays on a miss. */
export function searchOnce(db: Db, pattern: string) {
  return globalSearch(db, { searchPattern: pattern, language: 'en', viewerCountry: null }, null);
}

/**
 * The floor: one GIN lookup on video titles (the full-text index the service starts from), 30
 * ids, nothing else. (A trigram `%` lookup is no floor: with the default threshold a common word
 * matches tens of thousands of titles and each one is rechecked.)
 */
export function bareGinLookup(client: PGlite, pattern: string) {
  return client.query(
    "select id from videos where to_tsvector('simple', search_norm(title)) @@ plainto_tsquery('simple', search_norm($1)) limit 30",
    [pattern],
  );
}

const ORDERS: VideoOrder[] = ['newest', 'topRated', 'bestSelling', 'cheapest', 'longest', 'freeFirst'];

type Scenario = readonly [string, (db: Db) => Promise<unknown>];

/** Every list a catalogue page sends, first page and a deep page, for EXPLAIN. */
export const catalogueScenarios: Scenario[] = [
  ...VIDEO_CATEGORIES.filter((c) => c !== 'boughtVideos').map(
    (category): Scenario => [`videos ${category} (default sort)`, (db) => listVideos(db, { category, first: 16, offset: 0 })],
  ),
  ...ORDERS.map((order): Scenario => [`all videos order ${order}, page 3`, (db) => listVideos(db, { category: 'allVideos', order, first: 16, offset: 32 })]),
  ['videos of one performer', (db) => listVideos(db, { category: 'allVideos', first: 16, offset: 0, filter: { modelIds: [1] } })],
  ['videos by tag (a real tag, about 8% of all videos)', (db) => listVideos(db, { category: 'allVideos', first: 16, offset: 0, filter: { tags: ['outdoor'] } })],
  ['videos by an unknown tag', (db) => listVideos(db, { category: 'allVideos', first: 16, offset: 0, filter: { tags: ['no-such-tag'] } })],
  ['models rank', (db) => listModels(db, { first: 30, offset: 0, order: 'rank' })],
  ['models online, rank', (db) => listModels(db, { first: 30, offset: 0, order: 'rank', onlineOnly: true })],
  ['models newest, page 5', (db) => listModels(db, { first: 30, offset: 120, order: 'newest' })],
  ...topCamViewSchema.options.map((view): Scenario => [`top cams ${view}`, (db) => listTopCams(db, { view, first: 100 })]),
  ['cam shows', (db) => listCamShows(db, { first: 30, offset: 0 })],
  ['video stars', (db) => listVideoStars(db, { first: 100, offset: 0 })],
  ['search', (db) => searchOnce(db, 'sunsett')],
];
