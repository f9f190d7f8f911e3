'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadState } from '@/components/personal/login-prompt';
import { buttonStyles } from '@/components/ui/button-styles';
import { VoiceCallBox } from '@/components/voice-call/voice-call-box';
import { useVoiceCallOffer } from '@/components/voice-call/use-voice-call-offer';
import { voiceCallLinkActor } from '@/lib/chat/voice-call-state';
import { fill } from '@/lib/format/fill';
import type { Message } from '@/lib/contracts/messenger';
import { channelOptions, fetchOlderMessages, type GuestApiSession, messengerKeys, setChannelStatus } from '@/lib/queries/messenger';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import type { MessengerText } from './messenger-text';
import { useOlderMessages } from './use-older-messages';

type Props = {
  session: GuestApiSession;
  channelId: number;
  text: MessengerText;
  actorHref: string;
  onBack: () => void;
  onArchived: (archived: boolean) => void;
};

const noMessages: readonly Message[] = [];

/** The open channel: who she is, archive and block, the messages (escaped by React), the composer. */
export function Conversation({ session, channelId, text, actorHref, onBack, onArchived }: Props) {
  const client = useQueryClient();
  const query = useQuery(channelOptions(session, channelId));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The anonymous voice call: the header's Call starts it; ?actor=<id>&call=voice opens the box to confirm.
  const [call, setCall] = useState<{ startNow: boolean } | 'closed' | null>(null);
  const [linkedActor] = useState(() => (typeof window === 'undefined' ? null : voiceCallLinkActor(window.location.search)));
  const voiceOffer = useVoiceCallOffer(session.language, query.data?.channel.actorId ?? null, query.data?.channel.isActorOnline ?? false);
  const paging = useOlderMessages({
    channelId,
    latest: query.data?.messages ?? noMessages,
    latestHasMore: query.data?.hasMore ?? false,
    fetchOlder: (before) => fetchOlderMessages(session, channelId, before),
  });

  const setStatus = async (action: 'archive' | 'block', status: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await setChannelStatus(session, channelId, action, status);
      await client.invalidateQueries({ queryKey: messengerKeys.channel(channelId, session.language) });
      if (action === 'archive') onArchived(status);
      else void client.invalidateQueries({ queryKey: messengerKeys.lists() });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <button type="button" onClick={onBack} className={`${buttonStyles.ghost} md:hidden`}>
      <span aria-hidden="true">←</span>
      {text.back}
    </button>
  );
  if (!query.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <LoadState text={text} failed={query.isError} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const { channel } = query.data;
  const linked = call === null && linkedActor === channel.actorId && voiceOffer !== null ? { startNow: false } : null;
  const callBox = call !== null && call !== 'closed' ? call : linked;
  return (
    <section aria-label={fill(text.conversationWith, { name: channel.actorName })} className="flex min-h-[32rem] flex-col rounded-tile border border-line bg-surface">
      <div className="flex flex-col gap-2 border-b border-line p-3">
        {back}
        <ConversationHeader
          channel={channel}
          text={text}
          actorHref={actorHref}
          busy={busy}
          onStatus={(action, status) => void setStatus(action, status)}
          voiceOffer={voiceOffer}
          calling={callBox !== null}
          onCall={() => setCall({ startNow: true })}
        />
        {callBox && voiceOffer ? (
          <VoiceCallBox
            actorId={channel.actorId}
            actorName={channel.actorName}
            pricePerMinute={voiceOffer.pricePerMinute}
            pricePerMinuteFormatted={voiceOffer.pricePerMinuteFormatted}
            language={session.language}
            text={text.call}
            startNow={callBox.startNow}
            onClose={() => setCall('closed')}
          />
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-sale">
            {text.errors.FAILED}
          </p>
        ) : null}
      </div>
      <MessageList paging={paging} text={text} actorName={channel.actorName} />
      {channel.blocked ? (
        <p className="border-t border-line p-3 text-sm text-muted">{fill(text.blockedNote, { name: channel.actorName })}</p>
      ) : (
        <Composer session={session} channel={channel} text={text} />
      )}
    </section>
  );
}
