import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { GuestInfoFlags } from '@/lib/contracts/guest-info-batch';
import { fetchGuestInfos, galleryKeys } from '@/lib/queries/gallery';
import { getQueryClient } from '@/lib/queries/query-client';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { guestSessionStore } from '@/stores/guest-session';
import type { GuestInfoKind } from './badge-state';
import { planBatches, tileKey } from './batch-plan';
import { GUEST_INFO_CHANGED_EVENT } from './guest-info-changed';

/** Tiles that mount together (one page, its rails) wait this long and are asked for in one request. */
export const BATCH_DELAY_MS = 50;
/** An answer older than this is asked again when a tile shows it anew (a later client-side page). */
export const ANSWER_FRESH_MS = 30_000;

/** A tile's query waiting for the page's next batch; its signal aborts when the query is dropped. */
type Waiting = { key: string; signal: AbortSignal; resolve: (flags: GuestInfoFlags | null) => void; reject: (error: unknown) => void };

let waiting: Waiting[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let watchingChanges = false;

/** The page's language as the root layout wrote it (as lib/guest/guest-auth.ts reads it). */
function pageLanguage(): Locale {
  const lang = document.documentElement.lang;
  return (['de', 'en', 'es', 'nl'] as const).find((locale) => locale === lang) ?? 'en';
}

function flush(): void {
  timer = null;
  // Dropped meanwhile (another guest, a purchase that asks anew): not asked for.
  const batch = waiting.filter((entry) => !entry.signal.aborted);
  waiting = [];
  if (!isLoggedIn(getGuestState())) {
    for (const entry of batch) entry.reject(new Error('guestInfo is for a logged-in guest'));
    return;
  }
  for (const request of planBatches(new Set(batch.map((entry) => entry.key)), () => false)) {
    const keys = new Set([...request.videoIds.map((id) => tileKey('video', id)), ...request.albumIds.map((id) => tileKey('album', id))]);
    const asked = batch.filter((entry) => keys.has(entry.key));
    // POST gallery/guestInfos with the page's token (the REST client adds it).
    fetchGuestInfos(pageLanguage(), request).then(
      (answer) => {
        for (const entry of asked) {
          const [kind, id] = entry.key.split(':');
          // flags null: the server does not know the item (unknown or unreleased id).
          entry.resolve((kind === 'video' ? answer.videos : answer.albums)[Number(id)] ?? null);
        }
      },
      (error: unknown) => {
        for (const entry of asked) entry.reject(error);
      },
    );
  }
}

/** One tile's flags, from the page's next batch; a tile whose last ask failed is asked again with it. */
function load(kind: GuestInfoKind, id: number, signal: AbortSignal): Promise<GuestInfoFlags | null> {
  watchChanges();
  if (timer === null) {
    // The tiles on the page whose answer failed: the next batch asks for them too.
    void getQueryClient().refetchQueries({
      queryKey: galleryKeys.guestInfos(),
      type: 'active',
      predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle',
    });
  }
  return new Promise((resolve, reject) => {
    waiting.push({ key: tileKey(kind, id), signal, resolve, reject });
    timer ??= setTimeout(flush, BATCH_DELAY_MS);
  });
}

/**
 * A tile's §3 guestInfo for the logged-in guest: every tile of the page is asked for in ONE
 * POST gallery/guestInfos (tiles that mount within BATCH_DELAY_MS). Keys name no guest: the
 * page's query client is emptied when the guest changes.
 */
export function guestInfoOptions(kind: GuestInfoKind, id: number) {
  return queryOptions({
    queryKey: galleryKeys.guestInfo(kind, id),
    queryFn: ({ signal }) => load(kind, id, signal),
    staleTime: ANSWER_FRESH_MS,
    // A failed batch leaves the tiles without a mark; the next tile, page, login or purchase asks again.
    retry: false,
  });
}

/** Every tile asks again (the marks stay until the new answer; an answer still on its way is thrown away): after a purchase, a gift, a like. */
export function invalidateGuestInfo(): void {
  const client = getQueryClient();
  void client.cancelQueries({ queryKey: galleryKeys.guestInfos() }).then(() => client.invalidateQueries({ queryKey: galleryKeys.guestInfos() }));
}

/**
 * A purchase moves the balance or spends a voucher, and §4 guestBalance / guestVouchers say so
 * (publish-purchase.ts); other changes announce themselves (guest-info-changed.ts).
 */
function watchChanges(): void {
  if (watchingChanges) return;
  watchingChanges = true;
  window.addEventListener(GUEST_INFO_CHANGED_EVENT, invalidateGuestInfo);
  guestSessionStore.subscribe(({ session }, { session: before }) => {
    if (session && before && session.id === before.id && (session.balance !== before.balance || session.vouchers !== before.vouchers)) {
      invalidateGuestInfo();
    }
  });
}
