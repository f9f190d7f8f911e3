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
import { type PinText, PinButtonView } from './pin-button-view';

export type PinButtonProps = {
  subject: FavoriteSubject;
  targetId: number;
  locale: Locale;
  text: PinText;
  look?: 'pill' | 'icon';
  /** Runs before a visitor's login overlay opens (a modal that would hold the focus closes first). */
  beforeLogin?: () => void;
};

/**
 * The heart of an actor, album, picture or sedcards (§7 favourite pin and unpin over the
 * WebSocket; the pin/unpin events of every session of the guest set it, §4). A visitor's click is
 * kept as the §3 pending action favoritePin and runs right after login or sign-up.
 */
export function PinButton({ subject, targetId, locale, text, look = 'pill', beforeLogin }: PinButtonProps) {
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

  return <PinButtonView pinned={pinned} busy={busy} text={text} look={look} onClick={() => void onClick()} />;
}
