import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getActorProfile } from '@/lib/server/catalog/get-actor-profile';
import { runtime } from '@/lib/server/runtime';

/** One database read per request, shared by the page and its metadata. */
export const loadProfile = cache(async (actorName: string) => {
  await connection(); // reads the database: never at build time
  // No guest country yet (§6 bans): the anonymous view.
  return getActorProfile(runtime().db, actorName, null);
});
