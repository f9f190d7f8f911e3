import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

const VIDEO_ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/**
 * One read per request, shared by the page and its metadata. Null for an id that is not a
 * number, an unknown or unreleased video, or one whose performer is banned for the viewer (§6).
 */
export const loadVideo = cache(async (rawId: string, locale: Locale) => {
  if (!VIDEO_ID.test(rawId) || Number(rawId) > MAX_ID) return null;
  await connection(); // reads the database: never at build time
  return getVideoDetail(runtime().db, { videoId: Number(rawId), language: locale, viewerCountry: await pageViewerCountry() });
});
