'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSession } from '@/components/realtime/realtime-session';
import { messengerKeys } from '@/lib/messenger/messenger-api';
import { announceUnreadTotal } from '@/lib/messenger/unread-event';

/**
 * §4 "Events update state: message price change, channel update, all channels seen, free show
 * start and stop". The §7 messenger events are thin: each invalidates the react-query keys it
 * touches and the page refetches through REST. Actor online/offline changes isActorOnline and
 * toy availability (§4 actors).
 */
export function useMessengerEvents(guestId: number): void {
  const realtime = useRealtimeSession();
  const client = useQueryClient();

  useEffect(() => {
    if (!realtime) return;
    const lists = () => void client.invalidateQueries({ queryKey: messengerKeys.lists(guestId) });
    const channel = (channelId: number) => void client.invalidateQueries({ queryKey: messengerKeys.channel(guestId, channelId) });
    const everything = () => void client.invalidateQueries({ queryKey: messengerKeys.all(guestId) });
    const offs = [
      realtime.on('channel', (event) => {
        lists();
        channel(event.channelId);
      }),
      realtime.on('channels', (event) => {
        announceUnreadTotal(event.unreadTotal);
        lists();
      }),
      realtime.on('channelArchived', (event) => {
        lists();
        channel(event.channelId);
      }),
      realtime.on('messagePrice', everything),
      realtime.on('actorSettings', everything),
      realtime.on('actorOnline', everything),
      realtime.on('actorOffline', everything),
      realtime.on('freeShowStart', lists),
      realtime.on('freeShowStop', lists),
      // A reconnect (server restart) may have missed events: read again once the session is back.
      realtime.on('sessionAck', everything),
    ];
    return () => offs.forEach((off) => off());
  }, [realtime, client, guestId]);
}
