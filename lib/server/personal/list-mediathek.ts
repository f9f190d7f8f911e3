import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { MediathekInput, MediathekPage } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPhotos, feedVideos } from './mediathek-feed';
import { messengerPhotos, messengerVideos } from './mediathek-messenger';
import { archivedPhotos, pinnedPhotos, shopPhotos } from './mediathek-photos';
import { pinnedTvEpisodes } from './mediathek-tv';
import { archivedVideos, playlistVideos, shopVideos } from './mediathek-videos';

type Lister = (db: DbOrTx, guestId: number, paging: { offset: number; limit: number }, language: Locale) => Promise<MediathekPage>;

/**
 * Sections with nothing behind them answer an honest empty list. Chat clips: a chat leaves no
 * recording (the chats table keeps times and money, the media layer stores no frames), so there
 * is no clip to list. Audio: the catalogue holds no audio media (videos and photo albums only).
 * The feed sections hold the bought feed posts (mediathek-feed.ts). Pinned videos are the media
 * centre's TV episodes the guest keeps, pinned photos the pinned pictures (guest_favorites pins
 * actors, albums, pictures and sedcards, never shop videos).
 */
const nothingYet: Lister = async () => ({ items: [], total: 0 });

const listers: Record<MediathekInput['kind'], Partial<Record<MediathekInput['section'], Lister>>> = {
  videos: { shop: shopVideos, pinned: pinnedTvEpisodes, playlist: playlistVideos, archive: archivedVideos, messenger: messengerVideos, feed: feedVideos },
  photos: { shop: shopPhotos, pinned: pinnedPhotos, archive: archivedPhotos, messenger: messengerPhotos, feed: feedPhotos },
  audio: {},
};

/** GET guest/mediathek: one section of the guest's media library (§2 my-account media library kinds); titles of TV episodes in `language`. */
export function listMediathek(db: DbOrTx, guestId: number, { kind, section, offset, limit }: MediathekInput, language: Locale = 'en'): Promise<MediathekPage> {
  const lister = listers[kind][section] ?? nothingYet;
  return lister(db, guestId, { offset, limit }, language);
}
