import { PresenceBadge } from '@/components/actor/presence-badge';
import { fillHref } from '@/components/personal/href-template';
import { buttonStyles } from '@/components/ui/button-styles';
import { Img } from '@/components/ui/img';
import type { Channel } from '@/lib/contracts/messenger';
import { fill } from '@/lib/format/fill';
import type { MessengerText } from './messenger-text';

type Props = {
  channel: Channel;
  text: MessengerText;
  /** The profile URL with the placeholder actor name (components/personal/href-template.ts). */
  actorHref: string;
  busy: boolean;
  onStatus: (action: 'archive' | 'block', status: boolean) => void;
};

/** Her picture, name (a link to the profile), online state; archive/unarchive and block/unblock. */
export function ConversationHeader({ channel, text, actorHref, busy, onStatus }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Img src={channel.previewPictureUrl} width={40} height={40} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-lg font-semibold">
          <a href={fillHref(actorHref, channel.actorName.toLowerCase())} className="hover:underline">
            {channel.actorName}
          </a>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <PresenceBadge actorId={channel.actorId} online={channel.isActorOnline} onlineLabel={text.online} offlineLabel={text.offline} />
          {channel.actorAge ? <span>{fill(text.age, { age: channel.actorAge })}</span> : null}
        </div>
      </div>
      <div className="flex gap-2">
        <button type="button" disabled={busy} onClick={() => onStatus('archive', !channel.archived)} className={buttonStyles.secondary}>
          {channel.archived ? text.unarchive : text.archive}
        </button>
        <button type="button" disabled={busy} onClick={() => onStatus('block', !channel.blocked)} className={buttonStyles.secondary}>
          {channel.blocked ? text.unblock : text.block}
        </button>
      </div>
    </div>
  );
}
