import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import type {
  ArchiveInput,
  MediathekItem,
  MediathekKind,
  MediathekPage,
  MediathekSection,
  NewsletterTypeId,
  NotificationsSettings,
  Preferences,
} from '@/lib/contracts/personal';

const contracts = () => import('@/lib/contracts/personal');

/**
 * The personal pages' data (§2 my-account; §7 guest/mediathek, playlist, profile, benefits). Keys
 * name no guest: the page's query client is emptied when the guest changes.
 */
export const personalKeys = {
  all: ['personal'] as const,
  mediathek: () => [...personalKeys.all, 'mediathek'] as const,
  section: (kind: MediathekKind, section: MediathekSection) => [...personalKeys.mediathek(), kind, section] as const,
  sectionPages: (language: Locale, kind: MediathekKind, section: MediathekSection) => [...personalKeys.section(kind, section), language, 'pages'] as const,
  wholePlaylist: (language: Locale) => [...personalKeys.section('videos', 'playlist'), language, 'whole'] as const,
  playlistIds: (language: Locale) => [...personalKeys.all, 'playlistIds', language] as const,
  profile: (language: Locale) => [...personalKeys.all, 'profile', language] as const,
  benefits: (language: Locale) => [...personalKeys.all, 'benefits', language] as const,
};

async function loadMediathek(language: Locale, kind: MediathekKind, section: MediathekSection, offset: number, limit?: number, signal?: AbortSignal): Promise<MediathekPage> {
  const { mediathekResponseSchema } = await contracts();
  return (await restRequest('guest/mediathek', { language, query: { kind, section, offset, limit }, schema: mediathekResponseSchema, signal })).data;
}

/** GET guest/mediathek, one section, §9 30 at a time ("more" loads the next page). */
export function mediathekOptions(language: Locale, kind: MediathekKind, section: MediathekSection) {
  return infiniteQueryOptions({
    queryKey: personalKeys.sectionPages(language, kind, section),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => loadMediathek(language, kind, section, pageParam, undefined, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** The whole playlist (at most 200 videos, two pages of the largest size). */
export function wholePlaylistOptions(language: Locale) {
  return queryOptions({
    queryKey: personalKeys.wholePlaylist(language),
    queryFn: async ({ signal }) => {
      const items: MediathekItem[] = [];
      for (;;) {
        const page = await loadMediathek(language, 'videos', 'playlist', items.length, 100, signal);
        items.push(...page.items);
        if (page.items.length === 0 || items.length >= page.total) return items;
      }
    },
  });
}

/** POST guest/mediathek/archive: moves an item to the archive or back. */
export async function archiveMediathekItem(language: Locale, input: ArchiveInput): Promise<void> {
  const { archiveResponseSchema } = await contracts();
  await restRequest('guest/mediathek/archive', { language, body: input, schema: archiveResponseSchema });
}

/** POST guest/mediathek/deleteTvEpisode: takes a kept TV episode out of the library (pinned section). */
export async function removeKeptTvEpisode(language: Locale, episodeId: number): Promise<void> {
  const { keepTvEpisodeResponseSchema } = await import('@/lib/contracts/tv-mediathek');
  await restRequest('guest/mediathek/deleteTvEpisode', { language, body: { episodeId }, schema: keepTvEpisodeResponseSchema });
}

/** GET guest/playlist: the playlist's video ids, in order. */
export function playlistIdsOptions(language: Locale) {
  return queryOptions({
    queryKey: personalKeys.playlistIds(language),
    queryFn: async ({ signal }) => {
      const { playlistResponseSchema } = await contracts();
      return (await restRequest('guest/playlist', { language, schema: playlistResponseSchema, signal })).data.videoIds;
    },
  });
}

/** POST guest/playlist/save: replaces the whole playlist; answers the ids as saved. */
export async function savePlaylist(language: Locale, videoIds: number[]): Promise<number[]> {
  const { playlistResponseSchema } = await contracts();
  return (await restRequest('guest/playlist/save', { language, body: { videoIds }, schema: playlistResponseSchema })).data.videoIds;
}

/** GET guest/profile: name, email, newsletters, notification settings, preferences. */
export function profileOptions(language: Locale) {
  return queryOptions({
    queryKey: personalKeys.profile(language),
    queryFn: async ({ signal }) => {
      const { guestProfileResponseSchema } = await contracts();
      return (await restRequest('guest/profile', { language, schema: guestProfileResponseSchema, signal })).data;
    },
  });
}

/** What a newsletter change answers: the subscribed types, and the rewards a live event gave for subscribing (§2 VR porn). */
export type NewsletterAnswer = { newsletterTypes: NewsletterTypeId[]; eventRewards: RewardEntry[] };

/** §3 newsletters: subscribe (with userId and email; `qmday`, a §2 test day) or unsubscribe one type. */
export async function setNewsletter(
  language: Locale,
  input: { typeId: NewsletterTypeId; subscribed: boolean; userId: number; emailAddress: string; qmday?: string | null },
): Promise<NewsletterAnswer> {
  const { newsletterResponseSchema } = await contracts();
  const { typeId, userId, emailAddress } = input;
  const { data } = input.subscribed
    ? await restRequest('guest/newsletter/subscribe', { language, body: { typeId, userId, emailAddress, ...(input.qmday ? { qmday: input.qmday } : {}) }, schema: newsletterResponseSchema })
    : await restRequest('guest/newsletter/unsubscribe', { language, body: { typeId }, schema: newsletterResponseSchema });
  return { newsletterTypes: data.newsletterTypes, eventRewards: data.eventRewards ?? [] };
}

export async function saveNotifications(language: Locale, changes: Partial<NotificationsSettings>): Promise<NotificationsSettings> {
  const { notificationsSettingsResponseSchema } = await contracts();
  const body = { notifications_settings: changes };
  return (await restRequest('guest/saveNotificationsSettings', { language, body, schema: notificationsSettingsResponseSchema })).notifications_settings;
}

export async function savePreferences(language: Locale, changes: Partial<Preferences>): Promise<Preferences> {
  const { preferencesResponseSchema } = await contracts();
  return (await restRequest('guest/savePreferences', { language, body: { data: changes }, schema: preferencesResponseSchema })).data;
}

/** GET guest/benefits: §3 counts and vouchers. */
export function benefitsOptions(language: Locale) {
  return queryOptions({
    queryKey: personalKeys.benefits(language),
    queryFn: async ({ signal }) => {
      const { benefitsResponseSchema } = await contracts();
      return (await restRequest('guest/benefits', { language, schema: benefitsResponseSchema, signal })).data;
    },
  });
}
