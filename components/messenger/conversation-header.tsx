import { PresenceBadge } from '@/components/actor/presence-badge';
import { fillHref } from '@/components/personal/href-template';
import { buttonStyles } from '@/components/ui/button-styles';
import { Img } from '@/components/ui/img';
import { VoiceCallButton } from '@/components/voice-call/voice-call-button';
import type { Channel } from '@/lib/contracts/messenger';
import type { VoiceCallOffer } from '@/lib/contracts/messenger-voice-call';
import { fill } from '@/lib/format/fill';
import type { MessengerText } from './messenger-text';

type Props = {
  channel: Channel;
  text: MessengerText;
  /** The profile URL with the placeholder actor name (components/personal/href-template.ts). */
  actorHref: string;
  busy: boolean;
  onStatus: (action: 'archive' | 'block', status: boolean) => void;
  /** Her anonymous voice-call offer (null: unknown or none); the Call button shows while she offers it online. */
  voiceOffer: VoiceCallOffer | null;
  /** A call box is open: no second call. */
  calling: boolean;
  onCall: () => void;
};

/** Her picture, name (a link to the profile), online state; the anonymous Call; archive/unarchive and block/unblock. */
export function ConversationHeader({ channel, text, actorHref, busy, onStatus, voiceOffer, calling, onCall }: Props) {
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
      <div className="flex flex-wrap gap-2">
        <VoiceCallButton offer={voiceOffer} actorName={channel.actorName} text={text.call} disabled={calling} onCall={onCall} />
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
