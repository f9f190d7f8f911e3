'use client';

import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { keepEpisodeMutation } from '@/lib/queries/tv-mediathek';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { EpisodeWatchText } from './episode-text';

type Props = { locale: Locale; episodeId: number; kept: boolean; known: boolean; text: EpisodeWatchText['keep'] };

/**
 * "Keep in my media library" (§2: kept episodes are the pinned videos of the personal area): a
 * toggle button for a logged-in guest; a visitor is asked to log in first.
 */
export function KeepToggle({ locale, episodeId, kept, known, text }: Props) {
  const guest = useGuest();
  const keep = useMutation(keepEpisodeMutation(locale, episodeId));
  const loggedIn = isLoggedIn(guest);
  const pressed = loggedIn && kept;
  const onClick = () => {
    if (!loggedIn) return void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
    keep.mutate(!kept);
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        aria-pressed={pressed}
        disabled={keep.isPending || guest.status === 'pending' || (loggedIn && !known)}
        onClick={onClick}
        data-testid="episode-keep"
        className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 transition-colors disabled:opacity-60 ${
          pressed ? 'bg-accent text-on-accent ring-accent' : 'bg-surface-2 text-fg ring-line hover:text-accent hover:ring-accent/60'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          {pressed ? <path d="M6 3h12v18l-6-4-6 4V3Z" /> : <path d="M6 3h12v18l-6-4-6 4V3Zm2 2v12.3l4-2.7 4 2.7V5H8Z" />}
        </svg>
        {text.label}
      </button>
      {pressed ? <span className="text-sm text-muted">{text.kept}</span> : null}
      {keep.isError ? (
        <span role="alert" className="text-sm text-sale">
          {text.failed}
        </span>
      ) : null}
    </div>
  );
}
