import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getActorProfileWithBans, profileVisibleTo } from '@/lib/server/catalog/get-actor-profile';
import { pageRowsTtlMs, sharedRows } from '@/lib/server/catalog/shared-rows';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

/**
 * One database read per request, shared by the page and its metadata, and for a few seconds by
 * her other pages and languages (shared-rows.ts). Null when the performer is unknown or banned
 * for the viewer's country (§6, applied per request): both look the same, a 404.
 */
export const loadProfile = cache(async (actorName: string) => {
  await connection(); // reads the database: never at build time
  const { db, pubsub } = runtime();
  const found = await sharedRows(db, `profile ${actorName}`, () => getActorProfileWithBans(db, actorName), {
    pubsub,
    ttlMs: pageRowsTtlMs(),
    actorOf: (row) => row?.profile.slug.toLowerCase() ?? null,
  });
  // Each request gets its own copy: nothing a render does can reach another request's rows.
  return structuredClone(profileVisibleTo(found, await pageViewerCountry()));
});
