import 'server-only';
import * as z from 'zod';
import {
  archiveInputSchema,
  mediathekInputSchema,
  playlistSaveInputSchema,
  saveNotificationsSettingsInputSchema,
  savePreferencesInputSchema,
} from '@/lib/contracts/personal';
import { archiveItem } from '@/lib/server/personal/archive-item';
import { getGuestProfile } from '@/lib/server/personal/guest-profile';
import { readGuestSettings, saveNotificationsSettings, savePreferences } from '@/lib/server/personal/guest-settings';
import { listBenefits } from '@/lib/server/personal/list-benefits';
import { listMediathek } from '@/lib/server/personal/list-mediathek';
import { playlistVideoIds, savePlaylist } from '@/lib/server/personal/playlist';
import { type RestArea, restCall } from '../call';

/** The personal area of the §7 guest area (§2 my-account pages): media library, playlist, profile settings, benefits. */
export const guestPersonalCalls: RestArea = {
  // GET /rest/v1/guest/mediathek?kind=videos|photos|audio&section=&offset=&limit= – one section of the media library
  mediathek: restCall({
    method: 'GET',
    auth: 'guest',
    input: mediathekInputSchema,
    handler: async (input, { db, guest, language }) => ({ success: true, data: await listMediathek(db, guest.guestId, input, language) }),
  }),

  // POST /rest/v1/guest/mediathek/archive {itemType: video|album, itemId, archived} – to the archive and back
  'mediathek/archive': restCall({
    method: 'POST',
    auth: 'guest',
    input: archiveInputSchema,
    handler: async (input, { db, guest }) => ({ success: true, data: await archiveItem(db, guest.guestId, input) }),
  }),

  // GET /rest/v1/guest/playlist – the playlist's video ids in order
  playlist: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: { videoIds: await playlistVideoIds(db, guest.guestId) } }),
  }),

  // POST /rest/v1/guest/playlist/save {videoIds} – replaces the playlist (owned videos allowed in playlists only)
  'playlist/save': restCall({
    method: 'POST',
    auth: 'guest',
    input: playlistSaveInputSchema,
    handler: async ({ videoIds }, { db, guest }) => ({ success: true, data: { videoIds: await savePlaylist(db, guest.guestId, videoIds) } }),
  }),

  // GET /rest/v1/guest/profile – name, avatar, email, newsletters, notification settings, preferences
  profile: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await getGuestProfile(db, guest.guestId) }),
  }),

  // GET /rest/v1/guest/getNotificationsSettings – §7, response notifications_settings
  getNotificationsSettings: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, notifications_settings: (await readGuestSettings(db, guest.guestId)).notifications }),
  }),

  // POST /rest/v1/guest/saveNotificationsSettings {notifications_settings} – some or all settings
  saveNotificationsSettings: restCall({
    method: 'POST',
    auth: 'guest',
    input: saveNotificationsSettingsInputSchema,
    handler: async (input, { db, guest }) => ({
      success: true,
      notifications_settings: await saveNotificationsSettings(db, guest.guestId, input.notifications_settings),
    }),
  }),

  // POST /rest/v1/guest/savePreferences {data} – §7; some or all preferences
  savePreferences: restCall({
    method: 'POST',
    auth: 'guest',
    input: savePreferencesInputSchema,
    handler: async ({ data }, { db, guest }) => ({ success: true, data: await savePreferences(db, guest.guestId, data) }),
  }),

  // GET /rest/v1/guest/benefits – §3 benefits: vouchers with validity and performers, spins, gifts, messages, tickets
  benefits: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await listBenefits(db, guest.guestId, new Date()) }),
  }),
};
