'use client';

import type { Locale } from '@/i18n/routing';
import { freeSecondsWith } from '@/lib/chat/chat-entry';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';

export type FreeLeft = { seconds: number; fetchedAt: number };

/**
 * §3 guest session "free-chat durations": the logged-in guest's free seconds left today with this
 * performer, so the entry and the running free chat count down from the server's figure. The
 * figure is asked again when a chat starts or ends (lib/queries/chat.ts, the chatEnd event in the
 * query registry). Null for a visitor or until it arrives.
 */
export function useFreeSeconds(actorId: number, language: Locale, loggedIn: boolean): FreeLeft | null {
  const durations = useLazyQuery(loggedIn ? () => import('@/lib/queries/chat').then((queries) => queries.freeDurationsOptions(language)) : null, [language]);
  if (!loggedIn || !durations.data) return null;
  return { seconds: freeSecondsWith(durations.data, actorId), fetchedAt: durations.updatedAt };
}
