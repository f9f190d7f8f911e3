import { create } from 'zustand';
import type { RealtimeNotification } from '@/lib/realtime/message-types';
import {
  EMPTY_NOTIFICATION_LIST,
  markLocally,
  mergeBatch,
  type NotificationBatch,
  type NotificationList,
  toastsOf,
} from '@/lib/notifications/notification-list';

/** At most this many pop-ups stand at once; older ones make room (the bell keeps them). */
const MAX_TOASTS = 3;

type NotificationState = {
  list: NotificationList;
  toasts: RealtimeNotification[];
  actions: {
    batchReceived: (batch: NotificationBatch) => void;
    notificationRead: (id: number) => void;
    notificationSeen: (id: number) => void;
    toastDismissed: (id: number) => void;
    guestChanged: () => void;
  };
};

// Written only by effects in the browser (the bell island), so no guest's list lives on the server.
const useNotificationStore = create<NotificationState>()((set) => ({
  list: EMPTY_NOTIFICATION_LIST,
  toasts: [],
  actions: {
    batchReceived: (batch) =>
      set((state) => {
        const fresh = toastsOf(batch).filter((entry) => !state.toasts.some((toast) => toast.id === entry.id));
        // A toast whose entry was read or removed elsewhere (another tab) goes away too.
        const gone = new Set([...batch.removedIds, ...batch.markedAsReadIds]);
        const toasts = [...fresh, ...state.toasts.filter((toast) => !gone.has(toast.id))].slice(0, MAX_TOASTS);
        return { list: mergeBatch(state.list, batch), toasts };
      }),
    notificationRead: (id) =>
      set((state) => ({ list: markLocally(state.list, id, 'read'), toasts: state.toasts.filter((toast) => toast.id !== id) })),
    notificationSeen: (id) => set((state) => ({ list: markLocally(state.list, id, 'seen') })),
    toastDismissed: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    guestChanged: () => set({ list: EMPTY_NOTIFICATION_LIST, toasts: [] }),
  },
}));

export const useNotificationList = () => useNotificationStore((state) => state.list);
export const useNotificationToasts = () => useNotificationStore((state) => state.toasts);
export const useNotificationActions = () => useNotificationStore((state) => state.actions);
