'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useMenuDismiss } from '@/components/layout/use-menu-dismiss';
import { fill } from '@/lib/format/fill';
import { useNotificationActions, useNotificationList } from '@/stores/notifications';
import { currentRealtimeSession } from '@/stores/realtime-session';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import { NotificationDropdown } from './notification-dropdown';
import type { NotificationText } from './notification-text';
import { NotificationToasts } from './notification-toasts';
import { ShowInvitation } from './show-invitation';
import { useNotificationFeed } from './use-notification-feed';

/** The header bell (unread count) with the newest-5 dropdown, and the floating pop-ups. */
export function NotificationPanel({ text, guestId }: { text: NotificationText; guestId: number }) {
  useNotificationFeed(guestId);
  const list = useNotificationList();
  const { notificationSeen } = useNotificationActions();
  const open = useIsMenuOpen('notifications');
  const { menuToggled, menuClosed } = useLayoutActions();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => menuClosed('notifications'), [menuClosed]);
  useMenuDismiss({ open, close, button: buttonRef, root: rootRef });

  // Opening the list shows every entry in it: those still unseen are marked seen (§4).
  const unseenIds = list.entries.filter((entry) => entry.unseen).map((entry) => entry.id);
  const unseenKey = unseenIds.join(',');
  useEffect(() => {
    if (!open || unseenKey === '') return;
    for (const id of unseenKey.split(',').map(Number)) {
      notificationSeen(id);
      currentRealtimeSession()?.send({ type: 'notificationMarkSeen', notificationId: id });
    }
  }, [open, unseenKey, notificationSeen]);

  const label = list.unreadCount > 0 ? fill(text.bellUnread, { count: list.unreadCount }) : text.bell;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="notification-list"
        aria-label={label}
        data-unread={list.unreadCount}
        onClick={() => menuToggled('notifications')}
        className="relative grid size-10 place-items-center rounded-full text-fg hover:bg-surface-2"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
        </svg>
        {list.unreadCount > 0 ? (
          <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-on-accent tabular-nums">
            {list.unreadCount > 99 ? '99+' : list.unreadCount}
          </span>
        ) : null}
      </button>
      {open ? <NotificationDropdown list={list} text={text} onClose={close} /> : null}
      <NotificationToasts text={text} />
      <ShowInvitation text={text} />
    </div>
  );
}
