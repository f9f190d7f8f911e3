'use client';

import { AppLink as NextLink } from '@/i18n/app-link';
import { type NotificationList, navbarMessages, navbarOthers } from '@/lib/notifications/notification-list';
import type { RealtimeNotification } from '@/lib/realtime/message-types';
import { NotificationEntry } from './notification-entry';
import { useMarkRead } from './use-mark-read';
import type { NotificationText } from './notification-text';

type Props = { list: NotificationList; text: NotificationText; onClose: () => void };

/**
 * The bell's list (§4): new messages first, at most 5 and only unread ones; then the other
 * entries of the newest 5. Choosing one marks it read and, for a message, opens its channel.
 */
export function NotificationDropdown({ list, text, onClose }: Props) {
  const markRead = useMarkRead();
  const messages = navbarMessages(list);
  const others = navbarOthers(list);
  const choose = (entry: RealtimeNotification) => {
    if (entry.unread) markRead(entry.id);
    onClose();
  };

  return (
    <div
      id="notification-list"
      role="region"
      aria-label={text.heading}
      className="fixed inset-x-2 top-16 z-50 max-h-[70dvh] overflow-y-auto rounded-xl border border-line bg-surface p-2 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-80"
    >
      <h2 className="px-2 pb-1 pt-1 text-sm font-semibold">{text.heading}</h2>
      {messages.length === 0 && others.length === 0 ? <p className="px-2 py-3 text-sm text-muted">{text.empty}</p> : null}
      {messages.length > 0 ? <Section title={text.messagesHeading} entries={messages} text={text} onChoose={choose} /> : null}
      {others.length > 0 ? <Section title={text.othersHeading} entries={others} text={text} onChoose={choose} /> : null}
      <NextLink href={text.messengerHref} onClick={onClose} className="mt-1 block rounded-lg px-2 py-2 text-sm font-semibold text-accent hover:bg-surface-2">
        {text.openMessenger}
      </NextLink>
    </div>
  );
}

type SectionProps = { title: string; entries: RealtimeNotification[]; text: NotificationText; onChoose: (entry: RealtimeNotification) => void };

function Section({ title, entries, text, onChoose }: SectionProps) {
  return (
    <section className="border-t border-line pt-1 first-of-type:border-t-0">
      <h3 className="px-2 py-1 text-xs font-medium uppercase tracking-wide text-muted">{title}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <NotificationEntry entry={entry} text={text} onChoose={() => onChoose(entry)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
