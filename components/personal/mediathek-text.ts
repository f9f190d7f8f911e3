import 'server-only';
import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { MEDIATHEK_SECTIONS } from '@/lib/contracts/personal';
import { HREF_ACTOR, HREF_ID } from './href-template';
import type { MediathekTab } from './mediathek-library';
import type { MediathekHrefs } from './mediathek-tile';
import { personalGateText } from './personal-text';

/** Everything the media library pages hand to MediathekLibrary: texts, tabs and link templates. */
export async function mediathekProps(locale: Locale, kind: 'videos' | 'photos') {
  const t = await getTranslations({ locale, namespace: 'Mediathek' });
  const raw = (key: string) => t.raw(key) as string;
  const emptyText = (section: string) => {
    if (section === 'pinned' && kind === 'videos') return t('empty.pinnedVideos');
    return ['shop', 'pinned', 'archive'].includes(section) ? t(`empty.${section}`) : t('empty.nothingYet');
  };
  const tabs: MediathekTab[] = MEDIATHEK_SECTIONS[kind].map((section) => ({ id: section, label: t(`sections.${section}`), kind, section, empty: emptyText(section) }));
  // §2: the audio library sits with the videos.
  if (kind === 'videos') tabs.push({ id: 'audio', label: t('sections.audio'), kind: 'audio', section: 'shop', empty: t('empty.nothingYet') });

  const hrefs: MediathekHrefs = {
    video: hrefOf(locale, { pathname: '/amateur/[actorName]/video/[videoId]', params: { actorName: HREF_ACTOR, videoId: HREF_ID } }),
    album: hrefOf(locale, { pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: HREF_ACTOR, albumId: HREF_ID } }),
    actor: hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: HREF_ACTOR } }),
    tvSeries: hrefOf(locale, { pathname: '/tv/mediathek/[series]', params: { series: HREF_ACTOR } }),
    tvEpisode: hrefOf(locale, { pathname: '/tv/mediathek/[series]/[episode]', params: { series: HREF_ACTOR, episode: HREF_ID } }),
  };
  const confirm = (box: string) => ({ title: t(`playlist.${box}.title`), description: t(`playlist.${box}.description`), confirm: t(`playlist.${box}.confirm`), cancel: t(`playlist.${box}.cancel`) });
  const text = {
    sectionsLabel: t('sectionsLabel'),
    count: raw('count'),
    more: t('more'),
    by: raw('by'),
    duration: raw('duration'),
    fsk: raw('fsk'),
    archive: t('archive'),
    archiveItem: raw('archiveItem'),
    restore: t('restore'),
    restoreItem: raw('restoreItem'),
    removeTv: t('removeTv'),
    removeTvItem: raw('removeTvItem'),
    addToPlaylist: t('addToPlaylist'),
    addToPlaylistItem: raw('addToPlaylistItem'),
    inPlaylist: t('inPlaylist'),
    actionFailed: t('actionFailed'),
    playlist: {
      heading: t('playlist.heading'),
      empty: t('empty.playlist'),
      moveUpItem: raw('playlist.moveUpItem'),
      moveDownItem: raw('playlist.moveDownItem'),
      removeItem: raw('playlist.removeItem'),
      save: t('playlist.save'),
      saved: t('playlist.saved'),
      unsaved: t('playlist.unsaved'),
      cancel: t('playlist.cancel'),
      delete: t('playlist.delete'),
      failed: t('actionFailed'),
      deleteBox: confirm('deleteBox'),
      cancelBox: confirm('cancelBox'),
    },
  };
  return { locale, kind, tabs, hrefs, gate: await personalGateText(locale), text };
}
