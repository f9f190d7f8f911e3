import { Img } from '@/components/ui/img';
import type { Channel } from '@/lib/contracts/messenger';
import { fill } from '@/lib/format/fill';
import type { MessengerText } from './messenger-text';

type Props = { channel: Channel; text: MessengerText; selected: boolean; onSelect: () => void };

/** One channel of the list: her picture and online dot, name, the last message's preview, unread count. */
export function ChannelRow({ channel, text, selected, onSelect }: Props) {
  const unread = channel.unreadCount > 0 || channel.unread;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full items-center gap-3 rounded-tile p-2 text-left ${selected ? 'bg-surface-2 ring-1 ring-accent' : 'hover:bg-surface-2'}`}
    >
      <span className="relative shrink-0">
        <Img src={channel.previewPictureUrl} width={48} height={48} alt="" className="size-12 rounded-full object-cover" />
        <span
          aria-hidden="true"
          className={`absolute bottom-0 right-0 size-3 rounded-full ring-2 ring-bg ${channel.isActorOnline ? 'bg-online' : 'bg-muted'}`}
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>{channel.actorName}</span>
          <span className="sr-only">{channel.isActorOnline ? text.online : text.offline}</span>
        </span>
        <span className="block truncate text-sm text-muted">{channel.subject}</span>
      </span>
      {channel.unreadCount > 0 ? (
        <span className="grid min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-on-accent">
          <span aria-hidden="true">{channel.unreadCount}</span>
          <span className="sr-only">{fill(text.unread, { count: channel.unreadCount })}</span>
        </span>
      ) : null}
    </button>
  );
}
