import type { GuestInfoFlags } from '@/lib/contracts/guest-info-batch';
import { getGuestState, isLoggedIn } from '@/lib/guest/guest-state';
import { guestSessionStore } from '@/stores/guest-session';
import type { GuestInfoKind } from './badge-state';
import { type GuestInfoRequest, planBatches, tileKey } from './batch-plan';
import { GUEST_INFO_CHANGED_EVENT } from './guest-info-changed';
import { fetchGuestInfos } from './guest-info-fetch';

/** Tiles that mount together (one page, its rails) wait this long and are asked for in one request. */
export const BATCH_DELAY_MS = 50;
/** An answer older than this is asked again when a tile shows it anew (a later client-side page). */
export const ANSWER_FRESH_MS = 30_000;

type Listener = (flags: GuestInfoFlags | null) => void;
/** flags null: the server does not know the item (unknown or unreleased id). */
type Answer = { flags: GuestInfoFlags | null; generation: number; at: number };

const listeners = new Map<string, Set<Listener>>();
const answers = new Map<string, Answer>();
const asking = new Set<string>();
/** The guest the answers belong to; another guest starts from nothing. */
let answersFor: number | null = null;
/** Bumped by a purchase (or another guest): answers from before are shown until newer ones arrive. */
let generation = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let watchingChanges = false;

const isFresh = (key: string, now: number) => {
  const answer = answers.get(key);
  return answer !== undefined && answer.generation === generation && now - answer.at < ANSWER_FRESH_MS;
};

function schedule(): void {
  timer ??= setTimeout(flush, BATCH_DELAY_MS);
}

function flush(): void {
  timer = null;
  const guest = getGuestState();
  // Logged out or someone else meanwhile: their badges mount again and ask for themselves.
  if (!isLoggedIn(guest) || guest.guestId !== answersFor) return;
  const now = Date.now();
  for (const request of planBatches(listeners.keys(), (key) => asking.has(key) || isFresh(key, now))) {
    void ask(request, guest.accessToken, generation);
  }
}

async function ask(request: GuestInfoRequest, accessToken: string, askedIn: number): Promise<void> {
  const keys = [...request.videoIds.map((id) => tileKey('video', id)), ...request.albumIds.map((id) => tileKey('album', id))];
  for (const key of keys) asking.add(key);
  try {
    const batch = await fetchGuestInfos(request, accessToken);
    if (askedIn !== generation) return; // bought something or another guest since: a newer request follows
    const at = Date.now();
    for (const id of request.videoIds) answered(tileKey('video', id), batch.videos[id] ?? null, at);
    for (const id of request.albumIds) answered(tileKey('album', id), batch.albums[id] ?? null, at);
  } catch {
    // The tiles stay without a mark; the next page, login or purchase asks again.
  } finally {
    if (askedIn === generation) for (const key of keys) asking.delete(key);
  }
}

function answered(key: string, flags: GuestInfoFlags | null, at: number): void {
  answers.set(key, { flags, generation, at });
  for (const listener of listeners.get(key) ?? []) listener(flags);
}

/** Every tile asks again (the marks stay until the new answer): after a purchase, a gift, a like. */
export function invalidateGuestInfo(): void {
  generation += 1;
  asking.clear();
  if (listeners.size > 0) schedule();
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

/**
 * A tile's badge registers its item for the logged-in guest and hears its §3 guestInfo: at once
 * when known, otherwise after the page's one batched request. Returns the unregister function.
 */
export function watchGuestInfo(kind: GuestInfoKind, id: number, guestId: number, listener: Listener): () => void {
  if (answersFor !== guestId) {
    answersFor = guestId;
    generation += 1;
    answers.clear();
    asking.clear();
  }
  watchChanges();
  const key = tileKey(kind, id);
  const set = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, set);
  set.add(listener);
  const known = answers.get(key);
  if (known) listener(known.flags);
  if (!isFresh(key, Date.now())) schedule();
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}
