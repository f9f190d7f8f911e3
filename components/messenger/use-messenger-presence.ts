'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messengerKeys } from '@/lib/queries/messenger';
import { useRealtimeSession } from '@/stores/realtime-session';

/**
 * §4 actors: her online and offline events change isActorOnline and toy availability in the
 * messenger, free shows its channel order. The page-wide registry (lib/realtime/query-invalidation.ts)
 * maps presence to the catalogue's model lists for every page; the messenger's own keys follow here,
 * only while the messenger is open (a presence event on any other page must not touch them). Its
 * other events (channel, channels, messagePrice, …) are in the registry.
 */
export function useMessengerPresence(): void {
  const realtime = useRealtimeSession();
  const client = useQueryClient();

  useEffect(() => {
    if (!realtime) return;
    const everything = () => void client.invalidateQueries({ queryKey: messengerKeys.all });
    const lists = () => void client.invalidateQueries({ queryKey: messengerKeys.lists() });
    const offs = [realtime.on('actorOnline', everything), realtime.on('actorOffline', everything), realtime.on('freeShowStart', lists), realtime.on('freeShowStop', lists)];
    return () => offs.forEach((off) => off());
  }, [realtime, client]);
}
