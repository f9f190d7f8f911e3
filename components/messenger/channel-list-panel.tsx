'use client';

import { LoadState } from '@/components/personal/login-prompt';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Channel } from '@/lib/contracts/messenger';
import { type ChannelFilter, channelFilters } from '@/lib/messenger/channel-list';
import { fill } from '@/lib/format/fill';
import { ChannelRow } from './channel-row';
import type { MessengerText } from './messenger-text';

type Props = {
  text: MessengerText;
  channels: Channel[];
  unreadTotal: number;
  state: 'loading' | 'failed' | 'ready';
  onRetry: () => void;
  /** Set while more than the loaded channels exist (§9: 500 per request). */
  onLoadMore: (() => void) | null;
  /** §7 allChannelsSeen: every channel read at once. */
  onAllSeen: () => void;
  filter: ChannelFilter;
  onFilter: (filter: ChannelFilter) => void;
  onlineOnly: boolean;
  onOnlineOnly: (onlineOnly: boolean) => void;
  selectedId: number | null;
  onSelect: (channelId: number) => void;
};

/** §4 channel list: the four filters, the online-only toggle, the channels in §4 order. */
export function ChannelListPanel({ text, channels, unreadTotal, state, onRetry, onLoadMore, onAllSeen, filter, onFilter, onlineOnly, onOnlineOnly, selectedId, onSelect }: Props) {
  return (
    <section aria-labelledby="messenger-channels" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="messenger-channels" className="text-lg font-semibold">
          {text.channelsLabel}
        </h2>
        {unreadTotal > 0 ? <span className="text-sm font-semibold text-accent">{fill(text.unread, { count: unreadTotal })}</span> : null}
      </div>
      {unreadTotal > 0 ? (
        <button type="button" onClick={onAllSeen} className={`${buttonStyles.ghost} self-start px-2`}>
          {text.markAllRead}
        </button>
      ) : null}
      <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-1.5">
        {channelFilters.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilter(option)}
            className={`min-h-9 rounded-full px-3 text-sm font-medium ${filter === option ? 'bg-accent text-on-accent' : 'border border-line bg-surface-2 hover:border-accent'}`}
          >
            {text.filters[option]}
          </button>
        ))}
      </div>
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input type="checkbox" checked={onlineOnly} onChange={(event) => onOnlineOnly(event.target.checked)} className="size-4 accent-[var(--color-accent)]" />
        {text.onlineOnly}
      </label>
      {state !== 'ready' ? (
        <LoadState text={text} failed={state === 'failed'} onRetry={onRetry} />
      ) : channels.length === 0 ? (
        <div className="rounded-tile border border-dashed border-line p-4 text-sm text-muted">
          <p>{text.emptyList}</p>
          <p className="mt-1">{text.emptyHint}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={text.channelsLabel}>
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelRow channel={channel} text={text} selected={channel.id === selectedId} onSelect={() => onSelect(channel.id)} />
            </li>
          ))}
        </ul>
      )}
      {state === 'ready' && onLoadMore ? (
        <button type="button" onClick={onLoadMore} className={buttonStyles.secondary}>
          {text.loadMore}
        </button>
      ) : null}
    </section>
  );
}
