'use client';

import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ChannelPage } from '@/lib/contracts/messenger';
import { allChannels, type ChannelFilter, channelArchived, createLoadMoreGate, selectChannel, updatePages, visibleChannels } from '@/lib/messenger/channel-list';
import { channelListOptions, type GuestApiSession, markAllChannelsSeen, messengerKeys, touchActorChannel } from '@/lib/queries/messenger';
import { announceUnreadTotal } from '@/lib/messenger/unread-event';
import { ChannelListPanel } from './channel-list-panel';
import { Conversation } from './conversation';
import type { MessengerText } from './messenger-text';
import { Recommendations } from './recommendations';
import { useInitialChannel, type ChannelTarget } from './use-initial-channel';
import { useMessengerPresence } from './use-messenger-presence';

type Props = { locale: Locale; guestId: number; text: MessengerText; actorHref: string };

/**
 * The guest's messenger: the channel list and the open conversation, two columns on a desktop and
 * two screens on a phone (the list until a channel is chosen). The channels live in react-query;
 * only the view (filter, online toggle, selection) is state here (§4 rules: lib/messenger/channel-list.ts).
 */
export function MessengerShell({ locale, guestId, text, actorHref }: Props) {
  const client = useQueryClient();
  const [filter, setFilter] = useState<ChannelFilter>('newest');
  const [onlineOnly, setOnlineOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  // The REST client reads the guest's token itself; the guest id is for the views (gift stock).
  const session = useMemo<GuestApiSession>(() => ({ language: locale, guestId }), [locale, guestId]);
  useMessengerPresence();

  const listKey = messengerKeys.list(locale, filter, onlineOnly);
  const list = useInfiniteQuery(channelListOptions(session, filter, onlineOnly));
  type Pages = InfiniteData<ChannelPage, number>;
  const loadMoreGate = useRef(createLoadMoreGate());
  const loadMore = () => {
    // §4: a load-more within 500 ms of the last one is ignored.
    if (list.hasNextPage && !list.isFetchingNextPage && loadMoreGate.current()) void list.fetchNextPage();
  };

  const select = useCallback(
    (id: number | null) => {
      const data = client.getQueryData<Pages>(listKey);
      if (id !== null && data?.pages[0]) {
        // §4: selecting marks read and lowers the unread total (never below 0); the previous one is refreshed.
        const next = selectChannel(allChannels(data), data.pages[0].unreadTotal, selectedId, id);
        client.setQueryData<Pages>(listKey, updatePages(data, next.channels, next.unreadTotal));
        announceUnreadTotal(next.unreadTotal);
      }
      if (selectedId !== null && selectedId !== id) void client.invalidateQueries({ queryKey: messengerKeys.channel(selectedId, locale) });
      setSelectedId(id);
    },
    [client, listKey, selectedId, locale],
  );

  const openTarget = useCallback(
    (target: ChannelTarget) => {
      if ('channelId' in target) return select(target.channelId);
      setOpenFailed(false);
      touchActorChannel(session, target.actorId)
        .then((opened) => {
          client.setQueryData(messengerKeys.channel(opened.channel.id, locale), opened);
          void client.invalidateQueries({ queryKey: messengerKeys.lists() });
          setSelectedId(opened.channel.id);
          announceUnreadTotal(opened.unreadTotal);
        })
        .catch(() => setOpenFailed(true));
    },
    [client, locale, select, session],
  );
  useInitialChannel(openTarget);

  /** §4 "An archived selected channel is deselected; otherwise it is removed". */
  const archived = useCallback(
    (channelId: number, status: boolean) => {
      const data = client.getQueryData<Pages>(listKey);
      const next = channelArchived(data ? allChannels(data) : [], selectedId, channelId, status, filter);
      if (data) client.setQueryData<Pages>(listKey, updatePages(data, next.channels));
      setSelectedId(next.selectedId);
      void client.invalidateQueries({ queryKey: messengerKeys.lists() });
    },
    [client, listKey, selectedId, filter],
  );

  const items = list.data ? visibleChannels(allChannels(list.data), { filter, onlineOnly, selectedId }) : [];
  return (
    <div className="grid min-h-[32rem] gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
      <div className={selectedId === null ? 'block' : 'hidden md:block'}>
        <ChannelListPanel
          text={text}
          channels={items}
          unreadTotal={list.data?.pages[0]?.unreadTotal ?? 0}
          onLoadMore={list.hasNextPage ? loadMore : null}
          onAllSeen={() =>
            void markAllChannelsSeen(session).then(() => {
              announceUnreadTotal(0);
              return client.invalidateQueries({ queryKey: messengerKeys.lists() });
            }, () => setOpenFailed(true))
          }
          state={list.isError ? 'failed' : list.data ? 'ready' : 'loading'}
          onRetry={() => void list.refetch()}
          filter={filter}
          onFilter={(next) => setFilter(next)}
          onlineOnly={onlineOnly}
          onOnlineOnly={setOnlineOnly}
          selectedId={selectedId}
          onSelect={select}
        />
      </div>
      {/* On a phone with nothing open, this column holds only the recommendations, below the list. */}
      <div>
        {selectedId !== null ? (
          <Conversation
            key={selectedId}
            session={session}
            channelId={selectedId}
            text={text}
            actorHref={actorHref}
            onBack={() => select(null)}
            onArchived={(status) => archived(selectedId, status)}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <p role={openFailed ? 'alert' : undefined} className={`${openFailed ? 'grid' : 'hidden md:grid'} min-h-40 place-items-center rounded-tile border border-dashed border-line p-6 text-center text-sm text-muted`}>
              {openFailed ? text.failed : text.choose}
            </p>
            <Recommendations session={session} text={text} onOpen={(actorId) => openTarget({ actorId })} />
          </div>
        )}
      </div>
    </div>
  );
}
