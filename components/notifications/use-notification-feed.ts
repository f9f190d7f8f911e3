'use client';

import { useEffect } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import { useNotificationActions } from '@/stores/notifications';
import { NOTIFICATION_REQUEST_SIZE } from '@/lib/realtime/message-types';

/**
 * Feeds the notification store from the page's one real-time session: every `notifications`
 * batch is merged (§4), and each logged-in sessionAck (first connect, reconnect, new login) asks
 * for the newest 5 navbar entries again (§9 request size 5).
 */
export function useNotificationFeed(guestId: number): void {
  const session = useRealtimeSession();
  const { batchReceived, guestChanged } = useNotificationActions();

  useEffect(() => {
    guestChanged();
    if (!session) return;
    const request = () => session.send({ type: 'notificationsRequest', kind: 'navbar', limit: NOTIFICATION_REQUEST_SIZE });
    const offBatch = session.on('notifications', batchReceived);
    const offAck = session.on('sessionAck', (ack) => {
      if (ack.loggedIn && ack.guestId === guestId) request();
    });
    if (session.isOpen()) request();
    return () => {
      offBatch();
      offAck();
    };
  }, [session, guestId, batchReceived, guestChanged]);
}
