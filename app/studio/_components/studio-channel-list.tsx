'use client';

import type { Channel } from '@/lib/contracts/messenger';
import { useStudioT } from './studio-context';

type Props = { channels: Channel[] | null; selected: number | null; onSelect: (channelId: number) => void };

/** Her channels, newest first (the server's order); unread ones carry their count. */
export function StudioChannelList({ channels, selected, onSelect }: Props) {
  const t = useStudioT();
  return (
    <nav aria-label={t('messenger.channels')} className="rounded-lg border border-line bg-surface">
      <h2 className="border-b border-line px-3 py-2 text-sm font-semibold text-muted">{t('messenger.channels')}</h2>
      {channels && channels.length === 0 ? <p className="p-3 text-muted">{t('messenger.empty')}</p> : null}
      <ul>
        {(channels ?? []).map((channel) => (
          <li key={channel.id} className="border-b border-line last:border-b-0">
            <button
              type="button"
              onClick={() => onSelect(channel.id)}
              aria-current={selected === channel.id ? 'true' : undefined}
              className={`flex w-full items-start gap-2 px-3 py-2 text-left hover:bg-surface-2 ${selected === channel.id ? 'bg-surface-2' : ''}`}
            >
              <span className="min-w-0 flex-1">
                <span className={`block truncate ${channel.unreadCount > 0 ? 'font-bold' : ''}`}>{channel.guestName}</span>
                <span className="block truncate text-sm text-muted">{channel.subject}</span>
              </span>
              {channel.unreadCount > 0 ? (
                <span className="shrink-0 rounded-full bg-accent px-2 text-xs font-bold text-on-accent">
                  {t('messenger.unreadCount', { count: channel.unreadCount })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
