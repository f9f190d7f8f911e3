import { describe, expect, it } from 'vitest';
import { hasOlder, mergeMessages, splitOlder, startPaging, withChangedMessage, withLatest, withOlderPage } from '@/lib/messenger/message-paging';
import { NEAR_BOTTOM_PX, type ScrollNow, scrollMove, type ScrollSnapshot } from '@/lib/messenger/scroll-anchor';

type M = { id: number; text: string };
const msg = (id: number, text = `m${id}`): M => ({ id, text });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const ids = (list: readonly M[]) => list.map((m) => m.id);

describe('older messages: merging pages and real-time windows', () => {
  it('"no duplicates when a message arrives both ways": each id once, in the order written, the later copy wins', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, 'fresh')], [msg(2)]);
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged.find((m) => m.id === 3)?.text).toBe('fresh');
    expect(mergeMessages<M>()).toEqual([]);
  });

  it('§7 messenger content change: the message changes in an older page as in the window; another channel or an unknown id changes nothing', () => {
    const paged = withOlderPage(withLatest(startPaging<M>(7), 7, range(10, 12)), 7, { messages: range(6, 9), hasMore: false });
    const gone = (m: M) => ({ ...m, text: '' });
    const changed = withChangedMessage(paged, 7, 8, gone);
    expect(changed.kept.map((m) => m.text)).toEqual(['m6', 'm7', '', 'm9', 'm10', 'm11', 'm12']);
    expect(splitOlder(changed).older.map((m) => m.id)).toEqual([6, 7, 8, 9]);
    expect(withChangedMessage(paged, 8, 8, gone)).toBe(paged);
    expect(withChangedMessage(paged, 7, 99, gone)).toBe(paged);
  });

  it('"prepend the older page": an older page goes before the window, overlapping ids once, and its hasMore takes over', () => {
    const opened = withLatest(startPaging<M>(7), 7, range(10, 14));
    expect(hasOlder(opened, true)).toBe(true);
    const paged = withOlderPage(opened, 7, { messages: range(6, 10), hasMore: false });
    expect(ids(paged.kept)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(hasOlder(paged, true)).toBe(false);
  });

  it('"new real-time messages still append at the bottom", and messages pushed out of the newest window stay (no gap above the older pages)', () => {
    let state = withLatest(startPaging<M>(7), 7, range(10, 14));
    state = withOlderPage(state, 7, { messages: range(5, 9), hasMore: true });
    // Many new messages: the refetched window (5 newest) no longer holds 10–14.
    state = withLatest(state, 7, range(16, 20));
    expect(ids(state.kept)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20]);
    // The same window again (react-query keeps the reference when nothing changed) changes nothing.
    expect(withLatest(state, 7, state.latest ?? []).kept).toEqual(state.kept);
  });

  it('older pages are not live: the split keeps the first load and everything newer in the live part', () => {
    let state = withLatest(startPaging<M>(1), 1, range(10, 12));
    state = withOlderPage(state, 1, { messages: range(7, 9), hasMore: true });
    state = withLatest(state, 1, range(11, 13));
    expect(splitOlder(state)).toEqual({ older: range(7, 9), live: range(10, 13) });
  });

  it('an empty first load (new channel) makes every later message live and has nothing older', () => {
    let state = withLatest(startPaging<M>(1), 1, []);
    expect(hasOlder(state, false)).toBe(false);
    state = withLatest(state, 1, [msg(4)]);
    expect(splitOlder(state)).toEqual({ older: [], live: [msg(4)] });
  });

  it('another channel starts over, and a page that arrives for a channel no longer shown is dropped', () => {
    const first = withOlderPage(withLatest(startPaging<M>(1), 1, range(10, 12)), 1, { messages: range(1, 9), hasMore: false });
    const second = withLatest(first, 2, range(30, 31));
    expect(second).toMatchObject({ channelKey: 2, olderHasMore: null, liveFrom: 30 });
    expect(ids(second.kept)).toEqual([30, 31]);
    expect(withOlderPage(second, 1, { messages: range(20, 29), hasMore: true })).toBe(second);
  });
});

describe('older messages: "keeping the scroll position (the visible message must not jump)"', () => {
  const before: ScrollSnapshot = { firstId: 10, lastId: 20, firstTop: 56, scrollHeight: 1000 };
  const now = (fields: Partial<ScrollNow>): ScrollNow => ({ firstId: 10, lastId: 20, lastIsMine: false, scrollTop: 0, clientHeight: 400, previousFirstTop: 56, ...fields });

  it('the first render shows the newest message', () => {
    expect(scrollMove(null, now({}))).toEqual({ to: 'bottom' });
  });

  it('a prepended page shifts the view down by exactly the height added above the previous first message', () => {
    expect(scrollMove(before, now({ firstId: 4, previousFirstTop: 56 + 730 }))).toEqual({ by: 730 });
    expect(scrollMove(before, now({ firstId: 4, previousFirstTop: null }))).toBeNull();
  });

  it('a new last message scrolls to the bottom when she was at the bottom or wrote it, not while she reads older ones', () => {
    const atBottom = 1000 - 400 - NEAR_BOTTOM_PX;
    expect(scrollMove(before, now({ lastId: 21, scrollTop: atBottom }))).toEqual({ to: 'bottom' });
    expect(scrollMove(before, now({ lastId: 21, scrollTop: 100 }))).toBeNull();
    expect(scrollMove(before, now({ lastId: 21, scrollTop: 100, lastIsMine: true }))).toEqual({ to: 'bottom' });
  });

  it('nothing moves when neither end changed (a label or an error line re-rendered)', () => {
    expect(scrollMove(before, now({ scrollTop: 300 }))).toBeNull();
  });
});
