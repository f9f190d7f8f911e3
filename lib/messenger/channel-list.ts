/**
 * The §4 "Messenger channels" rules of the guest's channel list, as pure functions: the page keeps
 * the channels in react-query and only the view state (filter, online toggle, selection) in React.
 * No React, no zod: unit-tested in tests/unit/messenger-channel-list.test.ts.
 */

import { channelFilterTypes } from '@/lib/realtime/message-types';

/** §3 channel filters; §4 adds the last-viewed ordering, which no filter uses by default. */
export const channelFilters = channelFilterTypes;
export type ChannelFilter = (typeof channelFilters)[number];

/** §4/§9: a load-more request within 500 ms of the last one is ignored. */
export const LOAD_MORE_THROTTLE_MS = 500;

/** The §3 channel fields these rules read (the contract's channel has more). */
export type ListChannel = {
  id: number;
  unread: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
  isActorOnline: boolean;
  /** Time of the last message: epoch ms or an ISO date; null when the channel has no message. */
  messageTimestamp: number | string | null;
  lastViewedTimestamp?: number | string | null;
};

export type ListView = { filter: ChannelFilter; onlineOnly: boolean; selectedId: number | null };

function time(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

function isUnread(channel: ListChannel): boolean {
  return channel.unread || channel.unreadCount > 0;
}

/**
 * §4: archived channels show only in the archived filter; the blocked filter shows the blocked
 * ones (a blocked channel leaves newest and unread: the guest asked not to hear from her). The
 * online toggle hides offline actors in the other filters, except archived and unread.
 */
export function matchesFilter(channel: ListChannel, view: Pick<ListView, 'filter' | 'onlineOnly'>): boolean {
  if (view.filter === 'archived') return channel.archived;
  if (channel.archived) return false;
  if (view.filter === 'blocked') {
    if (!channel.blocked) return false;
  } else if (channel.blocked) return false;
  if (view.onlineOnly && view.filter !== 'unread' && !channel.isActorOnline) return false;
  return true;
}

/**
 * §4 ordering: newest and archived (and blocked) by last message time descending; unread puts
 * unread channels first; 'lastViewed' by last-viewed time; the selected channel always first.
 */
export function compareChannels(order: ChannelFilter | 'lastViewed', selectedId: number | null) {
  return (a: ListChannel, b: ListChannel): number => {
    if (a.id === selectedId) return b.id === selectedId ? 0 : -1;
    if (b.id === selectedId) return 1;
    if (order === 'unread' && isUnread(a) !== isUnread(b)) return isUnread(a) ? -1 : 1;
    const by = order === 'lastViewed' ? 'lastViewedTimestamp' : 'messageTimestamp';
    return time(b[by]) - time(a[by]) || b.id - a.id;
  };
}

/**
 * The list as shown: the filter applied, then the §4 ordering. The selected channel stays in view
 * (first) while it is open, even if the online toggle would hide it, unless it was archived away.
 */
export function visibleChannels<T extends ListChannel>(channels: readonly T[], view: ListView): T[] {
  const shown = channels.filter(
    (channel) => matchesFilter(channel, view) || (channel.id === view.selectedId && channel.archived === (view.filter === 'archived')),
  );
  return shown.sort(compareChannels(view.filter, view.selectedId));
}

/**
 * §4 "Selecting a channel marks it read and lowers the unread total (never below 0)". Returns the
 * new channels and total; `refresh` names the previously selected channel, which §4 refreshes.
 */
export function selectChannel<T extends ListChannel>(
  channels: readonly T[],
  unreadTotal: number,
  selectedId: number | null,
  id: number,
): { channels: T[]; unreadTotal: number; selectedId: number; refresh: number | null } {
  const target = channels.find((channel) => channel.id === id);
  const lowered = target ? target.unreadCount || (target.unread ? 1 : 0) : 0;
  return {
    channels: channels.map((channel) => (channel.id === id ? { ...channel, unread: false, unreadCount: 0 } : channel)),
    unreadTotal: Math.max(0, unreadTotal - lowered),
    selectedId: id,
    refresh: selectedId !== null && selectedId !== id ? selectedId : null,
  };
}

/**
 * §4 "An archived selected channel is deselected; otherwise it is removed": archiving the open
 * channel closes it; archiving another one takes it out of the list in view.
 */
export function channelArchived<T extends ListChannel>(
  channels: readonly T[],
  selectedId: number | null,
  id: number,
  archived: boolean,
  filter: ChannelFilter,
): { channels: T[]; selectedId: number | null } {
  const updated = channels.map((channel) => (channel.id === id ? { ...channel, archived } : channel));
  if (id === selectedId) return { channels: updated, selectedId: archived ? null : selectedId };
  const leavesView = archived !== (filter === 'archived');
  return { channels: leavesView ? updated.filter((channel) => channel.id !== id) : updated, selectedId };
}

/** §4: load-more requests are ignored when under 500 ms passed since the last one. */
export function createLoadMoreGate(intervalMs = LOAD_MORE_THROTTLE_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}

/** The loaded pages of the list (§9: 500 each) as one list, and back: an update applied to every page. */
export type ChannelPages<T extends ListChannel> = { pages: { items: T[]; total: number; unreadTotal: number }[] };

export function allChannels<T extends ListChannel>(data: ChannelPages<T>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/** The unread total is the first page's (the server counts every channel of the guest). */
export function updatePages<T extends ListChannel, D extends ChannelPages<T>>(data: D, items: readonly T[], unreadTotal?: number): D {
  const byId = new Map(items.map((item) => [item.id, item]));
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item) => {
      const next = byId.get(item.id);
      return next ? [next] : [];
    }),
    unreadTotal: unreadTotal ?? page.unreadTotal,
  }));
  return { ...data, pages };
}
