'use client';

import type { Locale } from '@/i18n/routing';
import { useEffect, useRef, useState } from 'react';
import { LiveVideo } from '@/components/live/live-video';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { cumulativePrice } from '@/lib/chat/billing-rules';
import { type ChatType, isPrivateChatType } from '@/lib/chat/chat-codes';
import { type ChatEntry, elapsedSeconds, freeSecondsNow, mayWriteInChat } from '@/lib/chat/chat-entry';
import type { ChatView } from '@/lib/contracts/chat';
import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import { formatMoney } from '@/lib/format/currency';
import { formatDuration } from '@/lib/format/duration';
import { fill } from '@/lib/format/fill';
import { TickingText } from '@/components/live/ticking-text';
import type { RestrictionReason } from '@/lib/guest/roles';
import { topUpThen } from './chat-actions';
import { ChatChoice } from './chat-choice';
import { ChatMessages } from './chat-messages';
import { ReactionBar } from './reaction-bar';
import { ReactionFloat } from './reaction-float';
import { useRoomT } from './room-text';
import type { ChatText } from './chat-text';
import { useChatMedia } from './use-chat-media';

type Props = {
  chat: ChatView;
  lowBalanceSeconds: number | null;
  /** A free chat: the guest's free time left today, counted down while the media is up (§3 free-chat durations). */
  freeLeft?: { seconds: number; fetchedAt: number } | null;
  ending: boolean;
  lines: ChatMessageItem[];
  language: Locale;
  text: ChatText;
  onEnd: () => void;
  onLine: (line: ChatMessageItem) => void;
  /** Her free or live room: the private chats to switch to (the server ends this chat with 102 as it starts one). */
  switchTo?: { entries: ChatEntry[]; liveShowHref: string; voiceHref: string; onStart: (type: ChatType) => void; onAct: (reason: RestrictionReason, type: ChatType) => void } | null;
};

const control = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-black/60 px-3 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-black/80';

/**
 * A running chat: video left and chat right from md up, stacked and full width on a phone with
 * the controls in a row under the video (thumb reach). Timer from the server's mediaStartedAt,
 * running cost = price per minute × seconds (display only: the server bills, and the header's
 * balance follows its guestBalance events). The video starts muted (autoplay rules).
 */
export function ChatRoom({ chat, lowBalanceSeconds, freeLeft = null, ending, lines, language, text, onEnd, onLine, switchTo = null }: Props) {
  const t = text.panel;
  const rootRef = useRef<HTMLDivElement>(null);
  const media = useChatMedia(chat);
  const rt = useRoomT();
  const [muted, setMuted] = useState(true);
  const [videoShown, setVideoShown] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    for (const track of media.local?.getVideoTracks() ?? []) track.enabled = cameraOn;
  }, [media.local, cameraOn]);

  const live = chat.status === 'open';
  // The clock's texts tick on their own (TickingText): the room does not re-render every second.
  const secondsAt = (now: number) => (live ? elapsedSeconds(chat.mediaStartedAt, now) : 0);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void rootRef.current?.requestFullscreen?.().catch(() => {});
  };

  return (
    <div ref={rootRef} className="grid gap-3 bg-surface md:grid-cols-[minmax(0,1fr)_320px]">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
          <LiveVideo stream={media.remote} muted={muted} hidden={!videoShown} label={fill(t.videoLabel, { name: chat.actorName })} testId="chat-video" className="size-full object-contain" />
          <ReactionFloat chatId={chat.id} label={(reaction, name) => rt('reactions.from', { name, reaction: rt(`reactions.${reaction}`) })} />
          {media.local ? (
            <LiveVideo stream={media.local} muted hidden={!cameraOn} label={t.ownCamera} className="absolute bottom-2 right-2 w-1/4 rounded-md ring-1 ring-white/40" />
          ) : null}
          <div className="absolute inset-x-2 top-2 flex flex-wrap items-center gap-2 text-sm text-white">
            <span data-testid="chat-status" data-state={live ? 'live' : 'connecting'} className={`rounded-full px-2.5 py-0.5 font-semibold ${live ? 'bg-sale' : 'bg-black/60'}`}>
              {live ? t.live : t.connecting}
            </span>
            <span className="rounded-full bg-black/60 px-2.5 py-0.5 tabular-nums">
              <span className="sr-only">{t.timer}: </span>
              <TickingText data-testid="chat-timer" text={(now) => formatDuration(secondsAt(now))} />
            </span>
            <span className="rounded-full bg-black/60 px-2.5 py-0.5 tabular-nums">
              <span className="sr-only">{t.cost}: </span>
              {chat.pricePerMinute > 0 ? (
                <TickingText data-testid="chat-cost" text={(now) => formatMoney(cumulativePrice(secondsAt(now), chat.pricePerMinute), 'EUR')} />
              ) : (
                <span data-testid="chat-cost">{text.entry.free}</span>
              )}
              {freeLeft ? (
                <TickingText
                  data-testid="chat-free-left"
                  className="ml-1 text-white/70"
                  text={(now) => `(${fill(text.entry.freeLeftRunning, { time: formatDuration(freeSecondsNow(freeLeft, live ? chat.mediaStartedAt : null, now)) })})`}
                />
              ) : (
                <span className="ml-1 text-white/70">({chat.pricePerMinuteFormatted && chat.pricePerMinute > 0 ? fill(text.entry.perMinute, { price: chat.pricePerMinuteFormatted }) : text.entry.free})</span>
              )}
            </span>
          </div>
        </div>
        {!live && isPrivateChatType(chat.type) ? <p className="text-sm text-muted">{fill(t.waitingPrivate, { name: chat.actorName })}</p> : null}
        {media.cameraDenied ? <p role="alert" className="text-sm text-sale">{t.cameraDenied}</p> : null}
        <div className="flex flex-wrap items-center gap-2 [&>button]:bg-surface-2 [&>button]:text-fg [&>button]:ring-line">
          <button type="button" className={control} aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
            {muted ? t.soundOn : t.soundOff}
          </button>
          <button type="button" className={control} aria-pressed={!videoShown} onClick={() => setVideoShown((v) => !v)}>
            {videoShown ? t.videoOff : t.videoOn}
          </button>
          {media.local ? (
            <button type="button" className={control} aria-pressed={!cameraOn} onClick={() => setCameraOn((c) => !c)}>
              {cameraOn ? t.cameraOff : t.cameraOn}
            </button>
          ) : null}
          <button type="button" className={control} onClick={toggleFullscreen}>
            {fullscreen ? t.exitFullscreen : t.fullscreen}
          </button>
          <button type="button" data-testid="chat-end" disabled={ending} onClick={onEnd} className={`${buttonStyles.primary} ml-auto min-h-11 disabled:opacity-60`}>
            {ending ? t.ending : t.end}
          </button>
        </div>
        {mayWriteInChat(chat.type) ? <ReactionBar chatId={chat.id} language={language} t={rt} /> : null}
        {switchTo && switchTo.entries.length > 0 && !ending ? (
          <section aria-label={fill(text.switch.heading, { name: chat.actorName })} data-testid="chat-switch">
            <p className="mb-2 font-medium">{fill(text.switch.heading, { name: chat.actorName })}</p>
            <ChatChoice actorName={chat.actorName} liveShowHref={switchTo.liveShowHref} entries={switchTo.entries} view={{ phase: 'idle' }} voiceHref={switchTo.voiceHref} text={text} onStart={switchTo.onStart} onAct={switchTo.onAct} />
          </section>
        ) : null}
        {lowBalanceSeconds !== null ? (
          <div data-testid="chat-low-balance" role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sale/10 p-3 text-sm ring-1 ring-sale/40">
            <span>{fill(text.lowBalance.text, { seconds: lowBalanceSeconds })}</span>
            <button type="button" onClick={() => topUpThen()} className={buttonStyles.primary}>
              {text.lowBalance.topUp}
            </button>
          </div>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        {!mayWriteInChat(chat.type) ? <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted">{fill(t.voyeurNote, { name: chat.actorName })}</p> : null}
        {/* The room is a lazily loaded chunk of the profile: react-query may live here. */}
        <QueryProvider>
          <ChatMessages chatId={chat.id} type={chat.type} actorName={chat.actorName} language={language} lines={lines} onLine={onLine} text={t} />
        </QueryProvider>
      </div>
    </div>
  );
}
