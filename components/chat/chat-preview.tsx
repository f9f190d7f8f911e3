'use client';

import { useEffect, useState } from 'react';
import { LiveVideo } from '@/components/live/live-video';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ChatType } from '@/lib/chat/chat-codes';
import { type ChatEntry, elapsedSeconds } from '@/lib/chat/chat-entry';
import { PREVIEW_SECONDS, previewCountdown } from '@/lib/chat/preview-rules';
import type { ChatView } from '@/lib/contracts/chat';
import { fill } from '@/lib/format/fill';
import type { RestrictionReason } from '@/lib/guest/roles';
import { ChatChoice } from './chat-choice';
import type { ChatText } from './chat-text';
import { useChatMedia } from './use-chat-media';

type Props = {
  chat: ChatView;
  /** Her paid chats: always in view, a click switches (the server ends the preview with 406). */
  entries: ChatEntry[];
  voiceHref: string;
  liveShowHref: string;
  ending: boolean;
  text: ChatText;
  onStart: (type: ChatType) => void;
  onAct: (reason: RestrictionReason, type: ChatType) => void;
  onEnd: () => void;
};

const pill = 'rounded-full bg-black/60 px-2.5 py-0.5';

/**
 * A running live preview (§6 preview limit 5, VIP 20): her room's video, muted until
 * the guest turns the sound on, a countdown of the seconds left by the server's mediaStartedAt
 * (the server's ticker ends it at the limit with 401), and her paid chats to switch to. Unseen
 * like a voyeur: no text box, no gifts, no reactions.
 */
export function ChatPreview({ chat, entries, voiceHref, liveShowHref, ending, text, onStart, onAct, onEnd }: Props) {
  const t = text.preview;
  const media = useChatMedia(chat);
  const [muted, setMuted] = useState(true);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const open = chat.status === 'open';
  const left = previewCountdown(chat.previewSeconds ?? PREVIEW_SECONDS, elapsedSeconds(chat.mediaStartedAt, now), open);

  return (
    <div data-testid="chat-preview" className="flex flex-col gap-3">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
        <LiveVideo stream={media.remote} muted={muted} label={fill(text.panel.videoLabel, { name: chat.actorName })} testId="chat-video" className="size-full object-contain" />
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-center gap-2 text-sm text-white">
          <span data-testid="chat-status" data-state={open ? 'live' : 'connecting'} className={`${pill} font-semibold ${open ? 'bg-sale' : ''}`}>
            {open ? text.type.preview : text.panel.connecting}
          </span>
          <span className={`${pill} tabular-nums`} role="timer" aria-live="off">
            <span className="sr-only">{t.countdownLabel}: </span>
            <span data-testid="preview-countdown" data-seconds={left}>
              {fill(t.countdown, { seconds: left })}
            </span>
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" aria-pressed={!muted} onClick={() => setMuted((m) => !m)} className={buttonStyles.secondary}>
          {muted ? text.panel.soundOn : text.panel.soundOff}
        </button>
        <p className="text-sm text-muted">{fill(t.unseen, { name: chat.actorName })}</p>
        <button type="button" data-testid="chat-end" disabled={ending} onClick={onEnd} className={`${buttonStyles.secondary} ml-auto disabled:opacity-60`}>
          {ending ? text.panel.ending : t.end}
        </button>
      </div>
      {entries.length > 0 ? (
        <section aria-label={fill(t.switchHeading, { name: chat.actorName })} data-testid="preview-switch">
          <p className="mb-2 font-medium">{fill(t.switchHeading, { name: chat.actorName })}</p>
          <ChatChoice actorName={chat.actorName} liveShowHref={liveShowHref} entries={entries} view={{ phase: 'idle' }} voiceHref={voiceHref} text={text} onStart={onStart} onAct={onAct} />
        </section>
      ) : null}
    </div>
  );
}
