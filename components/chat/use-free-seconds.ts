'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { freeSecondsWith } from '@/lib/chat/chat-entry';
import { currentChatSession } from './chat-actions';

export type FreeLeft = { seconds: number; fetchedAt: number };

/**
 * §3 guest session "free-chat durations": the logged-in guest's free seconds left today with this
 * performer, asked again whenever `refresh` changes (a chat started or ended), so the entry and the
 * running free chat count down from the server's figure. Null for a visitor or until it arrives.
 */
export function useFreeSeconds(actorId: number, language: Locale, loggedIn: boolean, refresh: string): FreeLeft | null {
  const [left, setLeft] = useState<FreeLeft | null>(null);
  useEffect(() => {
    const api = currentChatSession(language);
    if (!loggedIn || !api) return;
    let live = true;
    void import('@/lib/chat/chat-api')
      .then(({ fetchFreeDurations }) => fetchFreeDurations(api))
      .then((durations) => live && setLeft({ seconds: freeSecondsWith(durations, actorId), fetchedAt: Date.now() }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [actorId, language, loggedIn, refresh]);
  return loggedIn ? left : null;
}
