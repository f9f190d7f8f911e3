import 'server-only';
import { cache } from 'react';
import { pageRowsTtlMs, sharedRows } from '@/lib/server/catalog/shared-rows';
import { runtime } from '@/lib/server/runtime';
import { sedcardCounts } from '@/lib/server/social/rating-targets';
import { loadProfile } from './load-profile';

/**
 * The performer's id and her sedcards rating (§3: sedcards carry the album rating fields), for
 * the strip of profile pictures. §2: the link name is the lowercased name, so the profile comes
 * from the request's cache (the page loaded it already); the counts are one sum over her sets,
 * shared for a few seconds by her pages in every language (shared-rows.ts).
 */
export const loadSedcardRating = cache(async (actorName: string) => {
  const profile = await loadProfile(actorName.toLowerCase());
  if (!profile) return null;
  const { db, pubsub } = runtime();
  const counts = await sharedRows(db, `sedcard-rating ${profile.id}`, () => sedcardCounts(db, profile.id), {
    pubsub,
    ttlMs: pageRowsTtlMs(),
    actorOf: () => profile.slug.toLowerCase(),
  });
  return { actorId: profile.id, counts: { ...counts } };
});
