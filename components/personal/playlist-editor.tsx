'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import type { MediathekItem } from '@/lib/contracts/personal';
import { fill } from '@/lib/format/fill';
import { personalKeys, savePlaylist, wholePlaylistOptions } from '@/lib/queries/personal';
import { ShowBox } from '@/components/boxes/show-box';
import type { ConfirmText } from './confirm-box';
import { fillHref } from './href-template';
import { LoadState, type PersonalGateText } from './login-prompt';

export type PlaylistText = {
  heading: string;
  empty: string;
  moveUpItem: string;
  moveDownItem: string;
  removeItem: string;
  save: string;
  saved: string;
  unsaved: string;
  cancel: string;
  delete: string;
  failed: string;
  deleteBox: ConfirmText;
  cancelBox: ConfirmText;
};

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

const iconButton = 'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-2 text-fg hover:border-accent disabled:opacity-40';

/**
 * §2 videos · playlist: reorder and remove locally, then save the whole list (guest/playlist/save
 * replaces it). Throwing changes away and deleting the playlist ask first (§2 boxes
 * playlist-cancel-changes and playlist-delete).
 */
export function PlaylistEditor({ locale, videoHref, gate, text }: { locale: Locale; videoHref: string; gate: PersonalGateText; text: PlaylistText }) {
  const queryClient = useQueryClient();
  const { data: saved, isError: failed, refetch } = useQuery(wholePlaylistOptions(locale));
  const [edited, setEdited] = useState<MediathekItem[] | null>(null);
  const [box, setBox] = useState<'playlist-delete' | 'playlist-cancel-changes' | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  if (!saved) return <LoadState text={gate} failed={failed} onRetry={() => void refetch()} />;
  const list = edited ?? saved;
  const dirty = edited !== null && edited.map((i) => i.id).join() !== saved.map((i) => i.id).join();
  const edit = (next: MediathekItem[]) => {
    setEdited(next);
    setMessage('');
  };

  const save = async (items: MediathekItem[]) => {
    setBusy(true);
    try {
      const ids = await savePlaylist(locale, items.map((item) => item.id));
      queryClient.setQueryData(wholePlaylistOptions(locale).queryKey, items);
      queryClient.setQueryData(personalKeys.playlistIds(locale), ids);
      setEdited(null);
      setMessage(text.saved);
    } catch {
      setMessage(text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="playlist-heading">
      <h2 id="playlist-heading" className="sr-only">
        {text.heading}
      </h2>
      {list.length === 0 ? <p className="text-sm text-muted">{text.empty}</p> : null}
      <ol className="flex flex-col gap-2">
        {list.map((item, index) => (
          <li key={item.id} className="flex items-center gap-3 rounded-tile border border-line bg-surface p-2">
            <span className="w-6 shrink-0 text-right text-sm tabular-nums text-muted">{index + 1}.</span>
            <Img src={item.previewPicture.url} width={item.previewPicture.width} height={item.previewPicture.height} alt="" className="aspect-video w-24 shrink-0 rounded object-cover sm:w-32" />
            <a href={fillHref(videoHref, item.model.slug, item.id)} className="min-w-0 flex-1 truncate text-sm font-medium hover:text-accent">
              {item.title}
            </a>
            <div className="flex shrink-0 gap-1">
              <button type="button" className={iconButton} disabled={index === 0} aria-label={fill(text.moveUpItem, { title: item.title })} onClick={() => edit(move(list, index, index - 1))}>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current"><path d="M10 5l6 7H4z" /></svg>
              </button>
              <button type="button" className={iconButton} disabled={index === list.length - 1} aria-label={fill(text.moveDownItem, { title: item.title })} onClick={() => edit(move(list, index, index + 1))}>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current"><path d="M10 15l6-7H4z" /></svg>
              </button>
              <button type="button" className={iconButton} aria-label={fill(text.removeItem, { title: item.title })} onClick={() => edit(list.filter((other) => other.id !== item.id))}>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2"><path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" /></svg>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-accent">
        {dirty ? text.unsaved : message}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={`${buttonStyles.primary} disabled:opacity-50`} disabled={!dirty || busy} onClick={() => void save(list)}>
          {text.save}
        </button>
        <button type="button" className={`${buttonStyles.secondary} disabled:opacity-50`} disabled={!dirty || busy} onClick={() => setBox('playlist-cancel-changes')}>
          {text.cancel}
        </button>
        <button type="button" className={`${buttonStyles.ghost} disabled:opacity-50 sm:ml-auto`} disabled={(saved.length === 0 && list.length === 0) || busy} onClick={() => setBox('playlist-delete')}>
          {text.delete}
        </button>
      </div>
      {box === 'playlist-cancel-changes' ? <ShowBox name="confirm" props={{ boxId: box, text: text.cancelBox, onConfirm: () => setEdited(null), onClose: () => setBox(null) }} /> : null}
      {box === 'playlist-delete' ? <ShowBox name="confirm" props={{ boxId: box, text: text.deleteBox, onConfirm: () => void save([]), onClose: () => setBox(null) }} /> : null}
    </section>
  );
}
