'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Message } from '@/lib/contracts/messenger';
import type { OlderMessages } from '@/lib/contracts/messenger-calls';
import { hasOlder, type PagingState, splitOlder, startPaging, withChangedMessage, withLatest, withOlderPage } from '@/lib/messenger/message-paging';
import { withdrawnMessage } from '@/lib/messenger/withdrawn-message';
import { useRealtimeSession } from '@/stores/realtime-session';

export type MessagePaging = {
  /** Paged-in older messages, id order (not announced: she asked for them). */
  older: Message[];
  /** The first load onward, id order; new real-time messages land here. */
  live: Message[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder: () => void;
};

type Options = {
  channelId: number;
  /** The newest window of the channel query (refetched on real-time events). */
  latest: readonly Message[];
  latestHasMore: boolean;
  fetchOlder: (before: number) => Promise<OlderMessages>;
};

/**
 * "Show older messages" for one open conversation (guest messenger and studio). The newest window
 * stays in react-query (events invalidate it); the pages fetched before it are kept here and
 * merged with every window by message id (lib/messenger/message-paging.ts), so a message that
 * arrives through both never shows twice. A message withdrawn while shown (§7 messenger content
 * change) changes in every page held, not only in the newest window the event refetches.
 */
export function useOlderMessages({ channelId, latest, latestHasMore, fetchOlder }: Options): MessagePaging {
  const [state, setState] = useState<PagingState<Message>>(() => withLatest(startPaging<Message>(channelId), channelId, latest));
  // A new window (or channel) is absorbed while rendering, React's "adjusting state when a prop
  // changes": the list never paints a frame without it.
  if (state.latest !== latest || state.channelKey !== channelId) setState((current) => withLatest(current, channelId, latest));

  const realtime = useRealtimeSession();
  useEffect(
    () =>
      realtime?.on('messengerContentChange', (event) =>
        setState((current) => withChangedMessage(current, event.channelId, event.messageId, withdrawnMessage)),
      ),
    [realtime],
  );

  const older = useMutation({
    mutationFn: ({ before }: { channel: number; before: number }) => fetchOlder(before),
    onSuccess: (page, { channel }) => setState((current) => withOlderPage(current, channel, page)),
  });

  const parts = useMemo(() => splitOlder(state), [state]);
  const hasMore = hasOlder(state, latestHasMore);
  const first = state.kept[0];
  return {
    ...parts,
    hasMore,
    loading: older.isPending,
    failed: older.isError,
    loadOlder: () => {
      if (first && hasMore && !older.isPending) older.mutate({ channel: channelId, before: first.id });
    },
  };
}
