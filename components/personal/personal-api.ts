import type { Locale } from '@/i18n/routing';
import type {
  ArchiveInput,
  Benefits,
  GuestProfile,
  MediathekKind,
  MediathekPage,
  MediathekSection,
  NewsletterTypeId,
  NotificationsSettings,
  Preferences,
} from '@/lib/contracts/personal';

/**
 * The personal pages' REST calls. The client and the zod contracts load with the first call
 * (dynamic imports), as on every other page, so they stay out of first-load JavaScript.
 */
async function rest() {
  const [{ restRequest }, contracts] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/personal')]);
  return { restRequest, contracts };
}

type Session = { language: Locale; accessToken: string };

export async function loadMediathek(session: Session, kind: MediathekKind, section: MediathekSection, offset: number, limit?: number): Promise<MediathekPage> {
  const { restRequest, contracts } = await rest();
  const { data } = await restRequest('guest/mediathek', { ...session, query: { kind, section, offset, limit }, schema: contracts.mediathekResponseSchema });
  return data;
}

export async function archiveMediathekItem(session: Session, input: ArchiveInput): Promise<void> {
  const { restRequest, contracts } = await rest();
  await restRequest('guest/mediathek/archive', { ...session, body: input, schema: contracts.archiveResponseSchema });
}

export async function loadPlaylistIds(session: Session): Promise<number[]> {
  const { restRequest, contracts } = await rest();
  return (await restRequest('guest/playlist', { ...session, schema: contracts.playlistResponseSchema })).data.videoIds;
}

export async function savePlaylist(session: Session, videoIds: number[]): Promise<number[]> {
  const { restRequest, contracts } = await rest();
  return (await restRequest('guest/playlist/save', { ...session, body: { videoIds }, schema: contracts.playlistResponseSchema })).data.videoIds;
}

export async function loadProfile(session: Session): Promise<GuestProfile> {
  const { restRequest, contracts } = await rest();
  return (await restRequest('guest/profile', { ...session, schema: contracts.guestProfileResponseSchema })).data;
}

export async function setNewsletter(session: Session, input: { typeId: NewsletterTypeId; subscribed: boolean; userId: number; emailAddress: string }): Promise<NewsletterTypeId[]> {
  const { restRequest, contracts } = await rest();
  const { typeId, userId, emailAddress } = input;
  const { data } = input.subscribed
    ? await restRequest('guest/newsletter/subscribe', { ...session, body: { typeId, userId, emailAddress }, schema: contracts.newsletterResponseSchema })
    : await restRequest('guest/newsletter/unsubscribe', { ...session, body: { typeId }, schema: contracts.newsletterResponseSchema });
  return data.newsletterTypes;
}

export async function saveNotifications(session: Session, changes: Partial<NotificationsSettings>): Promise<NotificationsSettings> {
  const { restRequest, contracts } = await rest();
  const body = { notifications_settings: changes };
  return (await restRequest('guest/saveNotificationsSettings', { ...session, body, schema: contracts.notificationsSettingsResponseSchema })).notifications_settings;
}

export async function savePreferences(session: Session, changes: Partial<Preferences>): Promise<Preferences> {
  const { restRequest, contracts } = await rest();
  return (await restRequest('guest/savePreferences', { ...session, body: { data: changes }, schema: contracts.preferencesResponseSchema })).data;
}

export async function loadBenefits(session: Session): Promise<Benefits> {
  const { restRequest, contracts } = await rest();
  return (await restRequest('guest/benefits', { ...session, schema: contracts.benefitsResponseSchema })).data;
}

export async function loadFavoriteActors(session: Session, offset: number, limit: number) {
  const [{ restRequest }, { favoriteActorsResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/favorites')]);
  return (await restRequest('guest/favorite/actors', { ...session, query: { offset, limit }, schema: favoriteActorsResponseSchema })).data;
}
