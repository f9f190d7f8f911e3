'use client';

import { AppLink as NextLink } from '@/i18n/app-link';
import type { RealtimeNotification } from '@/lib/realtime/message-types';
import { entryHref, entryTitle, type NotificationText } from './notification-text';

type Props = { entry: RealtimeNotification; text: NotificationText; onChoose: () => void };

const row = 'flex w-full flex-col gap-0.5 rounded-lg px-2 py-2 text-left text-sm hover:bg-surface-2';

/**
 * One entry: who and what, the message preview as plain text (React escapes it: a reply with
 * markup shows as text), an unread dot. A message entry links to its channel: a client-side
 * navigation, so the layout's socket stays open and the mark-read it just sent is delivered.
 */
export function NotificationEntry({ entry, text, onChoose }: Props) {
  const href = entryHref(entry, text);
  const body = (
    <>
      <span className="flex items-center gap-2 font-medium text-fg">
        {entry.unread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" /> : null}
        {entryTitle(entry, text)}
      </span>
      {entry.text ? <span className="line-clamp-2 text-muted">{entry.text}</span> : null}
    </>
  );
  if (href) {
    return (
      <NextLink href={href} onClick={onChoose} data-unread={entry.unread} className={row}>
        {body}
      </NextLink>
    );
  }
  return (
    <button type="button" onClick={onChoose} data-unread={entry.unread} className={row}>
      {body}
    </button>
  );
}
