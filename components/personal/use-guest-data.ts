'use client';

import { useEffect, useState } from 'react';
import { getGuestState, isLoggedIn, useGuest } from '@/lib/guest/guest-state';

type Loaded<T> = { guestId: number; key: string } & ({ data: T } | { failed: true });

/**
 * What the personal pages read with the guest's access token (the pages are the same HTML for
 * everyone). Loads for the logged-in guest and `key` (say, a tab), again on `reload()`; an answer
 * for another guest or key never shows. `setData` applies a change the server confirmed.
 */
export function useGuestData<T>(load: (accessToken: string) => Promise<T>, key = '') {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const current = getGuestState();
    if (guestId === null || !isLoggedIn(current)) return;
    let live = true;
    load(current.accessToken)
      .then((data) => live && setState({ guestId, key, data }))
      .catch(() => live && setState({ guestId, key, failed: true }));
    return () => {
      live = false;
    };
    // A refreshed token is the same guest; `load` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, key, round]);

  const current = state && state.guestId === guestId && state.key === key ? state : null;
  return {
    guest,
    data: current && 'data' in current ? current.data : null,
    failed: current !== null && 'failed' in current,
    reload: () => setRound((n) => n + 1),
    setData: (data: T) => guestId !== null && setState({ guestId, key, data }),
  };
}

/** The access token right now (refreshed tokens included), for actions after the first load. */
export function currentAccessToken(): string | null {
  const guest = getGuestState();
  return isLoggedIn(guest) ? guest.accessToken : null;
}
