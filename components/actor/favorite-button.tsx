'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { overlayController } from '@/lib/overlay/overlay-store';
import { useRealtimeSession } from '@/components/realtime/realtime-session';

type FavoriteButtonProps = { actorId: number; locale: Locale; text: { add: string; remove: string; label: string } };

/** The guest's pinned performers, read once per page and token (REST, lazily loaded client). */
async function loadPinned(locale: Locale, accessToken: string): Promise<number[]> {
  const [{ restRequest }, { favoriteIdsResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/favorites')]);
  const { data } = await restRequest('guest/favorite/ids', { language: locale, accessToken, query: { subject: 'actor' }, schema: favoriteIdsResponseSchema });
  return data.ids;
}

/**
 * The heart on a performer's profile (§7 favourite pin and unpin over the WebSocket; the
 * pinActor / unpinActor events of every session of the guest set it). A visitor's click is kept
 * as the §3 pending action and runs right after login or sign-up.
 */
export function FavoriteButton({ actorId, locale, text }: FavoriteButtonProps) {
  const guest = useGuest();
  const session = useRealtimeSession();
  // Whose heart this is: after a logout (or another login) an old answer no longer counts.
  const [state, setState] = useState<{ guestId: number; pinned: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const pinned = guestId !== null && state?.guestId === guestId && state.pinned;
  const setPinned = (value: boolean) => guestId !== null && setState({ guestId, pinned: value });

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    loadPinned(locale, token)
      .then((ids) => live && setState({ guestId, pinned: ids.includes(actorId) }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest: the ids are read again only for another guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, actorId, locale]);

  useEffect(() => {
    if (!session) return;
    const offPin = session.on('pinActor', (event) => event.actorId === actorId && (setPinned(true), setBusy(false)));
    const offUnpin = session.on('unpinActor', (event) => event.actorId === actorId && (setPinned(false), setBusy(false)));
    const offError = session.on('error', () => setBusy(false));
    return () => {
      offPin();
      offUnpin();
      offError();
    };
    // setPinned changes with the guest only, which guestId stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, actorId, guestId]);

  const onClick = async () => {
    if (!isLoggedIn(guest)) {
      const { savePendingAction } = await import('@/lib/overlay/pending-action');
      savePendingAction({ type: 'favoritePin', params: { subject: 'actor', targetId: actorId } });
      const controller = await overlayController();
      await controller.openAuth();
      return;
    }
    if (!session) return;
    setBusy(session.send({ type: pinned ? 'favoriteUnpinActor' : 'favoritePinActor', actorId }));
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-pressed={pinned}
      aria-label={pinned ? text.remove : text.add}
      disabled={busy}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold hover:border-accent disabled:opacity-60 aria-pressed:border-accent aria-pressed:text-accent"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{text.label}</span>
    </button>
  );
}
