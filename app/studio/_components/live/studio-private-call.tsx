'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { LiveState } from '@/lib/live/live-types';
import type { RealtimeSession } from '@/lib/realtime/session';
import { studioEndChatMutation } from '@/lib/queries/studio-live';
import { useStudio, useStudioT } from '../studio-context';
import { sendChatMedia } from './live-events';
import { useCallMicrophone } from './use-call-microphone';
import type { PrivateRequest } from './live-state';
import { LiveVideo } from '@/components/live/live-video';

type Props = { call: PrivateRequest; stream: MediaStream | null; realtime: RealtimeSession };

/**
 * The private chat she accepted: a direct peer call, she answers the guest's offer with her
 * camera. While mounted the call runs; the page unmounts it on chatEnded. The server cannot see
 * a direct connection, so this page reports it (contract decision 1): 'connected' starts or
 * resumes billing, 'lost' pauses it (a blip the call re-negotiates by itself, or its end).
 * An anonymous voice call is sound only: her microphone (not her camera) and the caller's voice;
 * taken without her camera running, the call asks for her microphone alone.
 */
export function StudioPrivateCall({ call, stream, realtime }: Props) {
  const { locale } = useStudio();
  const t = useStudioT();
  const [state, setState] = useState<LiveState>('connecting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const { chatId } = call;
  // The voice call sends her microphone alone (audioOnly); her room pauses like for a private chat.
  const voice = call.chatType === 'voice';
  const audioRef = useRef<HTMLAudioElement>(null);
  const end = useMutation(studioEndChatMutation(locale));
  // Fixed for the call's life: starting her camera mid-call must not restart the connection.
  const [ownMicrophone] = useState(() => voice && stream === null);
  const microphone = useCallMicrophone(ownMicrophone);
  const local = ownMicrophone ? microphone.stream : stream;

  useEffect(() => {
    if (!local) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    let connected = false;
    // A new server session after a socket reconnect hears the connection's state again.
    const stopAck = realtime.on('sessionAck', () => connected && sendChatMedia(realtime, chatId, 'connected'));
    void import('@/lib/live/peer-call').then(({ startPeerCall }) => {
      if (cancelled) return;
      const peer = startPeerCall(realtime, {
        chatId,
        role: 'actor',
        localStream: local,
        audioOnly: voice,
        onState: (next) => {
          setState(next);
          if (next === 'connected' && !connected) sendChatMedia(realtime, chatId, 'connected');
          else if (next !== 'connected' && connected) sendChatMedia(realtime, chatId, 'lost');
          connected = next === 'connected';
        },
      });
      setRemote(peer.remoteStream);
      close = peer.close;
    });
    return () => {
      cancelled = true;
      stopAck();
      close?.();
    };
  }, [chatId, realtime, local, voice]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.srcObject = voice ? remote : null;
  }, [voice, remote]);

  // The guest's camera: cam2cam and video calls only; a plain private chat sends hers alone.
  const guestCamera = call.chatType === 'singlec2c' || call.chatType === 'videocall';
  return (
    <section aria-labelledby="studio-call-title" className="space-y-2 rounded-lg border-2 border-accent bg-surface p-3">
      <h2 id="studio-call-title" className="font-semibold">
        {voice ? t('live.anonymous.callTitle') : t('live.call.title', { name: call.guestName, type: t(`live.chatType.${call.chatType}`) })}
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {t(`live.call.state.${state}`)}
      </p>
      {voice ? <audio ref={audioRef} autoPlay data-testid="studio-voice-audio" aria-label={t('live.anonymous.caller')} /> : null}
      {guestCamera ? <LiveVideo stream={remote} muted={false} label={t('live.call.guestCamera', { name: call.guestName })} testId="studio-private-video" className="aspect-video w-full rounded-lg bg-black object-cover" /> : null}
      <button type="button" className={buttonStyles.secondary} disabled={end.isPending} onClick={() => end.mutate(chatId)}>
        {t('live.call.end')}
      </button>
      {microphone.failed ? (
        <p role="alert" className="text-sm text-sale">
          {t('live.anonymous.microphoneDenied')}
        </p>
      ) : null}
      {end.isError ? (
        <p role="alert" className="text-sm text-sale">
          {t('live.call.endFailed')}
        </p>
      ) : null}
    </section>
  );
}
