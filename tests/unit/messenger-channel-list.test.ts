import { describe, expect, it } from 'vitest';
import {
  allChannels,
  channelArchived,
  createLoadMoreGate,
  type ListChannel,
  matchesFilter,
  selectChannel,
  updatePages,
  visibleChannels,
} from '@/lib/messenger/channel-list';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
function channel(id: number, fields: Partial<ListChannel> = {}): ListChannel {
  return { id, unread: false, unreadCount: 0, archived: false, blocked: false, isActorOnline: true, messageTimestamp: at(id), ...fields };
}
const ids = (list: ListChannel[]) => list.map((c) => c.id);

describe('§4 messenger channel list: filters', () => {
  it('"Archived channels show only in the archived filter"', () => {
    const archived = channel(1, { archived: true });
    for (const filter of ['newest', 'unread', 'blocked'] as const) expect(matchesFilter(archived, { filter, onlineOnly: false })).toBe(false);
    expect(matchesFilter(archived, { filter: 'archived', onlineOnly: false })).toBe(true);
    expect(matchesFilter(channel(2), { filter: 'archived', onlineOnly: false })).toBe(false);
  });

  it('the blocked filter shows the blocked channels, and only those', () => {
    const list = [channel(1, { blocked: true }), channel(2)];
    expect(ids(visibleChannels(list, { filter: 'blocked', onlineOnly: false, selectedId: null }))).toEqual([1]);
    expect(ids(visibleChannels(list, { filter: 'newest', onlineOnly: false, selectedId: null }))).toEqual([2]);
  });

  it('"The online toggle hides offline actors in the other filters except archived and unread"', () => {
    const offline = { isActorOnline: false };
    expect(matchesFilter(channel(1, offline), { filter: 'newest', onlineOnly: true })).toBe(false);
    expect(matchesFilter(channel(1, { ...offline, blocked: true }), { filter: 'blocked', onlineOnly: true })).toBe(false);
    expect(matchesFilter(channel(1, offline), { filter: 'unread', onlineOnly: true })).toBe(true);
    expect(matchesFilter(channel(1, { ...offline, archived: true }), { filter: 'archived', onlineOnly: true })).toBe(true);
    expect(matchesFilter(channel(1, offline), { filter: 'newest', onlineOnly: false })).toBe(true);
  });
});

describe('§4 messenger channel list: ordering', () => {
  it('"newest and archived sort by last message time descending"', () => {
    const list = [channel(1), channel(3), channel(2, { messageTimestamp: null })];
    expect(ids(visibleChannels(list, { filter: 'newest', onlineOnly: false, selectedId: null }))).toEqual([3, 1, 2]);
    const archived = list.map((c) => ({ ...c, archived: true }));
    expect(ids(visibleChannels(archived, { filter: 'archived', onlineOnly: false, selectedId: null }))).toEqual([3, 1, 2]);
  });

  it('"unread puts unread first", then by last message time', () => {
    const list = [channel(1, { unread: true, unreadCount: 2 }), channel(4), channel(2, { unreadCount: 1 }), channel(3)];
    expect(ids(visibleChannels(list, { filter: 'unread', onlineOnly: false, selectedId: null }))).toEqual([2, 1, 4, 3]);
  });

  it('"the selected channel always comes first", in every filter', () => {
    const list = [channel(1), channel(5), channel(3, { unreadCount: 4 })];
    expect(ids(visibleChannels(list, { filter: 'newest', onlineOnly: false, selectedId: 1 }))).toEqual([1, 5, 3]);
    expect(ids(visibleChannels(list, { filter: 'unread', onlineOnly: false, selectedId: 5 }))).toEqual([5, 3, 1]);
  });

  it('the open channel stays in view when its performer goes offline under the online toggle', () => {
    const list = [channel(1, { isActorOnline: false }), channel(2)];
    expect(ids(visibleChannels(list, { filter: 'newest', onlineOnly: true, selectedId: 1 }))).toEqual([1, 2]);
    expect(ids(visibleChannels(list, { filter: 'newest', onlineOnly: true, selectedId: null }))).toEqual([2]);
  });
});

describe('§4 messenger channel list: selecting', () => {
  it('"Selecting a channel marks it read and lowers the unread total"', () => {
    const result = selectChannel([channel(1, { unread: true, unreadCount: 3 }), channel(2, { unreadCount: 1 })], 4, null, 1);
    expect(result.channels[0]).toMatchObject({ id: 1, unread: false, unreadCount: 0 });
    expect(result.channels[1]).toMatchObject({ id: 2, unreadCount: 1 });
    expect(result.unreadTotal).toBe(1);
    expect(result.selectedId).toBe(1);
  });

  it('the unread total is "never below 0"', () => {
    expect(selectChannel([channel(1, { unread: true, unreadCount: 5 })], 2, null, 1).unreadTotal).toBe(0);
  });

  it('"Unselecting refreshes the previously selected channel"', () => {
    expect(selectChannel([channel(1), channel(2)], 0, 1, 2).refresh).toBe(1);
    expect(selectChannel([channel(1), channel(2)], 0, 2, 2).refresh).toBeNull();
    expect(selectChannel([channel(1)], 0, null, 1).refresh).toBeNull();
  });

  it('"An archived selected channel is deselected; otherwise it is removed"', () => {
    const list = [channel(1), channel(2)];
    const selected = channelArchived(list, 1, 1, true, 'newest');
    expect(selected.selectedId).toBeNull();
    expect(selected.channels.find((c) => c.id === 1)?.archived).toBe(true);

    const other = channelArchived(list, 1, 2, true, 'newest');
    expect(other.selectedId).toBe(1);
    expect(ids(other.channels)).toEqual([1]);

    // Unarchiving in the archived filter takes it out of that list as well.
    const back = channelArchived([channel(3, { archived: true })], null, 3, false, 'archived');
    expect(ids(back.channels)).toEqual([]);
  });
});

describe('§4 messenger channel list: load more', () => {
  it('"Load-more requests are ignored if under 500 ms passed since the last"', () => {
    let now = 10_000;
    const gate = createLoadMoreGate(500, () => now);
    expect(gate()).toBe(true);
    now += 499;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
  });
});

describe('§9 channel pages (first 500, then load more)', () => {
  it('the loaded pages read as one list, and an update (a removed channel, a new total) reaches every page', () => {
    const data = { pages: [{ items: [channel(1), channel(2)], total: 3, unreadTotal: 4 }, { items: [channel(3)], total: 3, unreadTotal: 4 }] };
    expect(ids(allChannels(data))).toEqual([1, 2, 3]);
    const next = updatePages(data, [channel(1, { unread: true }), channel(3)], 1);
    expect(next.pages.map((page) => ids(page.items))).toEqual([[1], [3]]);
    expect(next.pages.map((page) => page.unreadTotal)).toEqual([1, 1]);
    expect(next.pages[0]?.items[0]?.unread).toBe(true);
  });
});
