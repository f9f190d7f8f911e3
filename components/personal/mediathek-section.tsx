'use client';

import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { MediathekItem, MediathekKind, MediathekPage, MediathekSection as Section } from '@/lib/contracts/personal';
import { fill } from '@/lib/format/fill';
import { archiveMediathekItem, mediathekOptions, personalKeys, removeKeptTvEpisode } from '@/lib/queries/personal';
import { LoadState, type PersonalGateText } from './login-prompt';
import { type MediathekHrefs, MediathekTile, type MediathekTileText } from './mediathek-tile';

export type MediathekSectionText = MediathekTileText & {
  count: string;
  more: string;
  archive: string;
  archiveItem: string;
  restore: string;
  restoreItem: string;
  /** Taking a kept TV episode out of the library. */
  removeTv: string;
  removeTvItem: string;
  addToPlaylist: string;
  addToPlaylistItem: string;
  inPlaylist: string;
  actionFailed: string;
};

type Props = {
  locale: Locale;
  kind: MediathekKind;
  section: Section;
  empty: string;
  hrefs: MediathekHrefs;
  gate: PersonalGateText;
  text: MediathekSectionText;
  /** Videos: the playlist's ids and how to add one; absent for photos and audio. */
  playlist?: { ids: readonly number[]; add: (videoId: number) => Promise<void> };
};

const small = `${buttonStyles.secondary} min-h-9 px-3 text-xs`;

/** One section of the media library as a grid of §3 mediathek items, 30 at a time (§9 mediathek page size). */
export function MediathekSection({ locale, kind, section, empty, hrefs, gate, text, playlist }: Props) {
  const queryClient = useQueryClient();
  const options = mediathekOptions(locale, kind, section);
  const pages = useInfiniteQuery(options);
  const [message, setMessage] = useState('');
  if (!pages.data) return <LoadState text={gate} failed={pages.isError} onRetry={() => void pages.refetch()} />;
  // Items the server moved while paging would show twice: each id once.
  const items = pages.data.pages.flatMap((p) => p.items).filter((item, index, all) => all.findIndex((other) => other.id === item.id) === index);
  const page = { items, total: pages.data.pages.at(-1)?.total ?? 0 };
  if (page.items.length === 0) return <p className="text-sm text-muted">{empty}</p>;

  const act = async (work: () => Promise<void>) => {
    setMessage('');
    try {
      await work();
    } catch {
      setMessage(text.actionFailed);
    }
  };
  const more = () =>
    act(async () => {
      await pages.fetchNextPage({ throwOnError: true });
    });
  const dropFromList = (item: MediathekItem) =>
    queryClient.setQueryData<InfiniteData<MediathekPage, number>>(options.queryKey, (old) =>
      old && { ...old, pages: old.pages.map((p) => ({ items: p.items.filter((other) => other.id !== item.id), total: p.total - 1 })) },
    );
  // A kept TV episode is not a purchase: it leaves the library instead of going to the archive.
  const removeTv = (item: MediathekItem) =>
    act(async () => {
      await removeKeptTvEpisode(locale, item.id);
      dropFromList(item);
    });
  // Archiving moves the item out of this section (to the archive, or back from it).
  const toggleArchive = (item: MediathekItem) =>
    act(async () => {
      await archiveMediathekItem(locale, { itemType: item.mediaType === 'photo' ? 'album' : 'video', itemId: item.id, archived: section !== 'archive' });
      dropFromList(item);
      // The other section (archive, or back) has it now.
      void queryClient.invalidateQueries({ queryKey: personalKeys.mediathek(), predicate: (query) => query.queryKey[3] !== section });
    });

  const actions = (item: MediathekItem) => {
    if (item.origin === 'tv') {
      return (
        <button type="button" className={small} aria-label={fill(text.removeTvItem, { title: item.title })} onClick={() => void removeTv(item)}>
          {text.removeTv}
        </button>
      );
    }
    const restoring = section === 'archive';
    const archiveButton = (
      <button type="button" className={small} aria-label={fill(restoring ? text.restoreItem : text.archiveItem, { title: item.title })} onClick={() => void toggleArchive(item)}>
        {restoring ? text.restore : text.archive}
      </button>
    );
    if (!playlist || item.mediaType !== 'video' || !item.allowedInPlaylists) return archiveButton;
    const inPlaylist = playlist.ids.includes(item.id);
    return (
      <>
        {archiveButton}
        {inPlaylist ? (
          <span className="inline-flex min-h-9 items-center px-1 text-xs text-muted">{text.inPlaylist}</span>
        ) : (
          <button type="button" className={small} aria-label={fill(text.addToPlaylistItem, { title: item.title })} onClick={() => void act(() => playlist.add(item.id))}>
            {text.addToPlaylist}
          </button>
        )}
      </>
    );
  };

  return (
    <div>
      <p className="mb-3 text-sm text-muted">{fill(text.count, { count: page.items.length, total: page.total })}</p>
      {message ? (
        <p role="alert" className="mb-3 text-sm text-sale">
          {message}
        </p>
      ) : null}
      <ul className={kind === 'photos' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5' : 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4'}>
        {page.items.map((item) => (
          <li key={`${item.mediaType}-${item.id}`}>
            <MediathekTile item={item} hrefs={hrefs} text={text} actions={actions(item)} />
          </li>
        ))}
      </ul>
      {page.items.length < page.total ? (
        <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void more()}>
          {text.more}
        </button>
      ) : null}
    </div>
  );
}
