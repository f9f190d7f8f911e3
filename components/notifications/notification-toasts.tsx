'use client';

import { AppLink as NextLink } from '@/i18n/app-link';
import { useEffect } from 'react';
import { useNotificationActions, useNotificationToasts } from '@/stores/notifications';
import type { RealtimeNotification } from '@/lib/realtime/message-types';
import { useMarkRead } from './use-mark-read';
import { entryHref, entryTitle, type NotificationText } from './notification-text';

/** How long a pop-up stays; the bell keeps the entry afterwards. */
const TOAST_MS = 8_000;

/**
 * §3/§4 floating notifications: bottom-right pop-ups in a polite live region. They sit below the
 * cookie banner's layer (z-40 < z-[55]), so the banner is never covered, and hide by themselves.
 */
export function NotificationToasts({ text }: { text: NotificationText }) {
  const toasts = useNotificationToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={text.toastRegion}
      className="pointer-events-none fixed bottom-4 right-4 z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((entry) => (
        <Toast key={entry.id} entry={entry} text={text} />
      ))}
    </div>
  );
}

function Toast({ entry, text }: { entry: RealtimeNotification; text: NotificationText }) {
  const { toastDismissed } = useNotificationActions();
  const markRead = useMarkRead();
  useEffect(() => {
    const timer = setTimeout(() => toastDismissed(entry.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [entry.id, toastDismissed]);
  const href = entryHref(entry, text);

  return (
    <div className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface p-3 text-sm shadow-xl" data-notification-toast={entry.id}>
      <div className="min-w-0 flex-1">
        {href ? (
          <NextLink href={href} onClick={() => markRead(entry.id)} className="font-semibold text-fg hover:underline">
            {entryTitle(entry, text)}
          </NextLink>
        ) : (
          <p className="font-semibold text-fg">{entryTitle(entry, text)}</p>
        )}
        {entry.text ? <p className="mt-0.5 line-clamp-2 break-words text-muted">{entry.text}</p> : null}
      </div>
      <button type="button" onClick={() => toastDismissed(entry.id)} aria-label={text.dismiss} className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
