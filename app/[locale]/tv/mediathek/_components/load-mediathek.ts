import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { seriesKeySchema } from '@/lib/contracts/tv-mediathek';
import { runtime } from '@/lib/server/runtime';
import { getEpisode } from '@/lib/server/tv/mediathek/get-episode';
import { getSeriesByKey } from '@/lib/server/tv/mediathek/get-series';

const EPISODE_ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/** The series of a URL segment, once per request (page and metadata); null for a malformed or unknown key. */
export const loadSeries = cache(async (rawKey: string, locale: Locale) => {
  const key = seriesKeySchema.safeParse(rawKey);
  if (!key.success) return null;
  await connection(); // reads the database: never at build time
  return getSeriesByKey(runtime().db, key.data, locale);
});

/** The episode of a URL, once per request; null unless the id is a number of an episode of that series. */
export const loadEpisode = cache(async (rawKey: string, rawId: string, locale: Locale) => {
  if (!EPISODE_ID.test(rawId) || Number(rawId) > MAX_ID) return null;
  await connection();
  const episode = await getEpisode(runtime().db, Number(rawId), locale);
  return episode && episode.seriesKey === rawKey ? episode : null;
});
