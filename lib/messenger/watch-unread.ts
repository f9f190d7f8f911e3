import type { Locale } from '@/i18n/routing';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { currentRealtimeSession, realtimeSessionStore } from '@/stores/realtime-session';
import { getQueryClient } from '@/lib/queries/query-client';
import { unreadTotalOptions } from '@/lib/queries/messenger';
import { UNREAD_TOTAL_EVENT, type UnreadTotalEvent } from './unread-event';

/**
 * The header's unread total: one read after login (GET messenger/unread, lib/queries/messenger.ts), then the
 * §7 channels {unreadTotal} events of the page's WebSocket, and what the messenger page lowered
 * by selecting a channel (§4). Loaded after hydration, so none of it is first-load JavaScript.
 * Returns the function that stops watching.
 */
export function watchUnreadTotal(language: Locale, onTotal: (unreadTotal: number) => void): () => void {
  let stopped = false;
  const report = (total: number) => !stopped && onTotal(Math.max(0, total));

  const guest = getGuestState();
  if (isLoggedIn(guest)) getQueryClient().fetchQuery(unreadTotalOptions({ language })).then(report, () => {});

  let off: (() => void) | null = null;
  const follow = () => {
    off?.();
    off = currentRealtimeSession()?.on('channels', (event) => report(event.unreadTotal)) ?? null;
  };
  follow();
  const unsubscribe = realtimeSessionStore.subscribe(follow);

  const onPageTotal = (event: Event) => report((event as UnreadTotalEvent).detail.unreadTotal);
  window.addEventListener(UNREAD_TOTAL_EVENT, onPageTotal);

  return () => {
    stopped = true;
    off?.();
    unsubscribe();
    window.removeEventListener(UNREAD_TOTAL_EVENT, onPageTotal);
  };
}

type SharedWatch = { language: Locale; listeners: Set<(total: number) => void>; total: number | null; stop: () => void };
let shared: SharedWatch | null = null;

/**
 * One watch per page, however many places show the count (the header icon and the phone menu's
 * row): the first subscriber starts it (one REST read, one socket listener), a later one gets the
 * last known total at once, the last one to leave stops it.
 */
export function subscribeUnreadTotal(language: Locale, listener: (unreadTotal: number) => void): () => void {
  if (shared && shared.language !== language) {
    shared.stop();
    shared = null;
  }
  const watch: SharedWatch = shared ?? { language, listeners: new Set(), total: null, stop: () => {} };
  if (!shared) {
    shared = watch;
    watch.stop = watchUnreadTotal(language, (total) => {
      watch.total = total;
      watch.listeners.forEach((notify) => notify(total));
    });
  }
  watch.listeners.add(listener);
  if (watch.total !== null) listener(watch.total);
  return () => {
    watch.listeners.delete(listener);
    if (watch.listeners.size > 0) return;
    watch.stop();
    if (shared === watch) shared = null;
  };
}
