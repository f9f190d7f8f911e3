'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { currentRealtimeSession } from '@/stores/realtime-session';
import { pinMessage } from '@/lib/overlay/pending-action-pin';
import { useRealtimeSession } from '@/stores/realtime-session';
import { usePinned } from '@/stores/pinned';
import { loadPins, watchPins } from './pin-loader';

export type PinText = {
  /** The accessible names: "Add … to favourites" / "Remove … from favourites". */
  add: string;
  remove: string;
  /** A word shown beside the heart (the pill look); the icon look shows none. */
  label?: string;
};

type Props = {
  subject: FavoriteSubject;
  targetId: number;
  locale: Locale;
  text: PinText;
  look?: 'pill' | 'icon';
  /** Runs before a visitor's login overlay opens (a modal that would hold the focus closes first). */
  beforeLogin?: () => void;
};

const looks = {
  pill: 'min-h-10 gap-2 rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold',
  icon: 'size-11 justify-center rounded-full border border-white/25 bg-black/60 text-white',
};

/**
 * The heart of an actor, album, picture or sedcards (§7 favourite pin and unpin over the
 * WebSocket; the pin/unpin events of every session of the guest set it, §4). A visitor's click is
 * kept as the §3 pending action favoritePin and runs right after login or sign-up.
 */
export function PinButton({ subject, targetId, locale, text, look = 'pill', beforeLogin }: Props) {
  const guest = useGuest();
  const session = useRealtimeSession();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  const pinned = usePinned(subject, targetId, guestId);
  // The flag a sent command wants to change: busy until the event flips it (or the server refuses).
  const [sentFrom, setSentFrom] = useState<boolean | null>(null);
  // Flipped: done (adjusting state while rendering, as React's docs show for derived state).
  if (sentFrom !== null && sentFrom !== pinned) setSentFrom(null);
  const busy = sentFrom !== null;

  useEffect(() => {
    if (guestId === null || !token) return;
    void loadPins(subject, { guestId, accessToken: token }, locale);
    // A refreshed token is the same guest: the ids are read again only for another guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, subject, locale]);

  useEffect(() => {
    if (!session) return;
    watchPins(session);
    return session.on('error', () => setSentFrom(null));
  }, [session]);

  const onClick = async () => {
    if (!(await loggedInOrLogin({ type: 'favoritePin', params: { subject, targetId } }, beforeLogin))) return;
    // The session of the moment: a click while the login was still pending rendered without one.
    if ((session ?? currentRealtimeSession())?.send(pinMessage(subject, targetId, !pinned))) setSentFrom(pinned);
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-pressed={pinned}
      aria-label={pinned ? text.remove : text.add}
      disabled={busy}
      className={`inline-flex shrink-0 items-center hover:border-accent disabled:opacity-60 aria-pressed:border-accent aria-pressed:text-accent ${looks[look]}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {look === 'pill' && text.label ? <span>{text.label}</span> : null}
    </button>
  );
}
