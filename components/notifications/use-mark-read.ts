'use client';

import { useCallback } from 'react';
import { useNotificationActions } from '@/stores/notifications';
import { currentRealtimeSession } from '@/stores/realtime-session';

/** §4 mark read: the flag is cleared locally at once, the server confirms with markedAsReadIds. */
export function useMarkRead(): (id: number) => void {
  const { notificationRead } = useNotificationActions();
  return useCallback(
    (id: number) => {
      notificationRead(id);
      currentRealtimeSession()?.send({ type: 'notificationMarkRead', notificationId: id });
    },
    [notificationRead],
  );
}
