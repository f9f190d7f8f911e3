'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';

/** What a URL asks the messenger to open: ?actor=<id> (touch her channel) or ?channel=<id>. */
export type ChannelTarget = { actorId: number } | { channelId: number };

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

export function targetFromSearch(search: string): ChannelTarget | null {
  const params = new URLSearchParams(search);
  const actorId = positiveId(params.get('actor'));
  if (actorId !== null) return { actorId };
  const channelId = positiveId(params.get('channel'));
  return channelId !== null ? { channelId } : null;
}

/**
 * Opens the channel the page was asked for: from the URL (the profile's "Message" button links to
 * /messenger/?actor=<id>, a notification to ?channel=<id>), and whenever §3 onLoginAction "select messenger channel"
 * runs after a login (targetId = a channel, targetUrl = a messenger URL).
 */
export function useInitialChannel(open: (target: ChannelTarget) => void): void {
  const opener = useRef(open);
  useEffect(() => {
    opener.current = open;
  }, [open]);

  // A link within the app (a notification's ?channel=<id>) changes the query without a new page.
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => {
    const fromUrl = targetFromSearch(search);
    if (fromUrl) opener.current(fromUrl);
  }, [search]);

  useEffect(() => {
    const onPendingAction = (event: Event) => {
      const action = (event as PendingActionEvent).detail;
      if (action.type !== 'selectMessengerChannel') return;
      if ('targetId' in action.params) return opener.current({ channelId: action.params.targetId });
      const url = new URL(action.params.targetUrl, window.location.origin);
      if (url.pathname !== window.location.pathname) return window.location.assign(url.href);
      const target = targetFromSearch(url.search);
      if (target) opener.current(target);
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, []);
}
