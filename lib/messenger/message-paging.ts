/**
 * Paging a conversation backwards (guest messenger and studio alike). The first load shows the
 * newest messages; "Show older messages" prepends pages fetched by keyset (`before` = the oldest
 * id shown); real-time events refetch the newest window. These pure rules merge the three so that
 * every message is shown once, in the order it was written.
 */

type WithId = { id: number };

/** Several sources as one list: each id once (a later source's copy wins), in id order = the order written. */
export function mergeMessages<T extends WithId>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What a conversation keeps between renders. */
export type PagingState<T extends WithId> = {
  channelKey: number;
  /** The newest window last absorbed (compared by reference to notice a refetch). */
  latest: readonly T[] | null;
  /** Everything shown so far, id order. */
  kept: T[];
  /** Messages below this id came from older pages (not announced as new); null until a window had messages. */
  liveFrom: number | null;
  /** hasMore of the last older page; null while none was loaded (the first load's hasMore applies). */
  olderHasMore: boolean | null;
};

export const startPaging = <T extends WithId>(channelKey: number): PagingState<T> => ({ channelKey, latest: null, kept: [], liveFrom: null, olderHasMore: null });

/**
 * A newest window from the server (first load, or a refetch after a real-time event). It is merged
 * into what is kept, so messages it no longer includes (pushed out by many newer ones) stay on
 * screen instead of leaving a gap above the older pages. Another channel starts over.
 */
export function withLatest<T extends WithId>(state: PagingState<T>, channelKey: number, latest: readonly T[]): PagingState<T> {
  const base = state.channelKey === channelKey ? state : startPaging<T>(channelKey);
  return { ...base, latest, kept: mergeMessages(base.kept, latest), liveFrom: base.liveFrom ?? latest[0]?.id ?? null };
}

/** An older page arrived: prepended without duplicates. A page for a channel no longer shown is dropped. */
export function withOlderPage<T extends WithId>(state: PagingState<T>, channelKey: number, page: { messages: readonly T[]; hasMore: boolean }): PagingState<T> {
  if (state.channelKey !== channelKey) return state;
  return { ...state, kept: mergeMessages(page.messages, state.kept), olderHasMore: page.hasMore };
}

/**
 * One message changed on the server (§7 messenger content change): every copy kept — an older
 * page as well as the newest window — changes in place; another channel's event changes nothing.
 */
export function withChangedMessage<T extends WithId>(state: PagingState<T>, channelKey: number, id: number, change: (message: T) => T): PagingState<T> {
  if (state.channelKey !== channelKey || !state.kept.some((message) => message.id === id)) return state;
  return { ...state, kept: state.kept.map((message) => (message.id === id ? change(message) : message)) };
}

/** Older messages exist: the last older page says so once one was loaded, the first load before that. */
export const hasOlder = (state: PagingState<WithId>, latestHasMore: boolean): boolean => state.olderHasMore ?? latestHasMore;

/** The kept messages split into the paged-in older part and the live part (first window onward). */
export function splitOlder<T extends WithId>(state: PagingState<T>): { older: T[]; live: T[] } {
  const from = state.liveFrom ?? 0;
  const cut = state.kept.findIndex((message) => message.id >= from);
  return cut === -1 ? { older: state.kept, live: [] } : { older: state.kept.slice(0, cut), live: state.kept.slice(cut) };
}
