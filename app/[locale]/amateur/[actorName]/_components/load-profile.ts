import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getActorProfile } from '@/lib/server/catalog/get-actor-profile';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

/**
 * One database read per request, shared by the page and its metadata. Null when the performer
 * is unknown or banned for the viewer's country (§6): both look the same, a 404.
 */
export const loadProfile = cache(async (actorName: string) => {
  await connection(); // reads the database: never at build time
  return getActorProfile(runtime().db, actorName, await pageViewerCountry());
});
