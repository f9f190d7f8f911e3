import 'server-only';
import { grantMessengerGiftsInputSchema, noOperatorInputSchema, operatorLoginInputSchema } from '@/lib/contracts/operator';
import { actorImportInputSchema, albumImportInputSchema } from '@/lib/contracts/operator-import';
import { liveProcessIds } from '@/lib/server/cluster/process-registry';
import { clearCachesEverywhere } from '@/lib/server/operator/clear-caches';
import { grantGiftsLive } from '@/lib/server/operator/grant-gifts-live';
import { importAlbumList } from '@/lib/server/operator/import-album-list';
import { importActors } from '@/lib/server/operator/import-actors';
import { logInOperator } from '@/lib/server/operator/log-in-operator';
import { collectOnlineGuests } from '@/lib/server/operator/online-guests';
import { regenerateSequences } from '@/lib/server/operator/regenerate-sequences';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest, clientInfo } from './account-request';

/**
 * §7 internal: operator tools (§6 operator role). Every call but login needs an operator token
 * (auth 'operator'): without one, or with a guest's or performer's, the answer is the same 401.
 */
export const internalArea: RestArea = {
  // POST /rest/v1/internal/login {email, password} – a 15-minute operator token; throttled like the guest login
  login: restCall({
    method: 'POST',
    auth: 'none',
    input: operatorLoginInputSchema,
    handler: async (input, { db, request }) => {
      assertJsonRequest(request);
      const { token, expiresAt } = await logInOperator(db, runtime().tokenKey, { ...input, ip: clientInfo(request).ip });
      return { success: true, data: { accessToken: token, expiresAt: expiresAt.toISOString() } };
    },
  }),
  // POST /rest/v1/internal/regenerate_auto_incrementor – every serial id sequence to max(id)+1
  regenerate_auto_incrementor: restCall({
    method: 'POST',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async (_input, { db }) => ({ success: true, data: { sequences: await regenerateSequences(db) } }),
  }),
  // POST /rest/v1/internal/clear_di_cache – page, search and blog caches in every process
  clear_di_cache: restCall({
    method: 'POST',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async () => ({ success: true, data: { cleared: await clearCachesEverywhere(runtime().pubsub) } }),
  }),
  // POST /rest/v1/internal/actor_import_full {actors: [...]} – performers with profiles and albums; 422 names the record, 413 over 1 MB
  actor_import_full: restCall({
    method: 'POST',
    auth: 'operator',
    input: actorImportInputSchema,
    handler: async (input) => {
      const actors = await importActors(runtime().db, input.actors);
      // She appears in the catalogue at once: cached pages and searches are dropped in every process.
      if (actors.some((a) => a.outcome !== 'unchanged' || a.albums.some((b) => b.outcome !== 'unchanged'))) await clearCachesEverywhere(runtime().pubsub);
      return { success: true, data: { actors } };
    },
  }),
  // POST /rest/v1/internal/album_import {albums: [...]} – albums with pictures for imported (or existing) performers
  album_import: restCall({
    method: 'POST',
    auth: 'operator',
    input: albumImportInputSchema,
    handler: async (input) => {
      const albums = await importAlbumList(runtime().db, input.albums);
      if (albums.some((a) => a.outcome !== 'unchanged')) await clearCachesEverywhere(runtime().pubsub);
      return { success: true, data: { albums } };
    },
  }),
  // POST /rest/v1/internal/grantMessengerGifts {guestId, giftId, quantity} – plus the boughtGifts event
  grantMessengerGifts: restCall({
    method: 'POST',
    auth: 'operator',
    input: grantMessengerGiftsInputSchema,
    handler: async (input, { db }) => ({ success: true, data: await grantGiftsLive(db, runtime().pubsub, input) }),
  }),
  // GET /rest/v1/internal/onlineGuests – guests with a live socket in any process
  onlineGuests: restCall({
    method: 'GET',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async (_input, { db }) => {
      const expected = Math.max(1, (await liveProcessIds(db)).length);
      return { success: true, data: await collectOnlineGuests(runtime().pubsub, expected) };
    },
  }),
};
