'use client';

import { useEffect, useState } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import type { LiveState } from '@/lib/live/live-types';

export type VoiceCallMedia = { remote: MediaStream | null; state: LiveState | null };

const none: VoiceCallMedia = { remote: null, state: null };

/**
 * The voice call's sound: a peer call in the guest's role, audio only both ways (lib/live/
 * peer-call.ts audioOnly), with the guest's microphone. Runs while `chatId` is set; the
 * performer's page answers when she accepts, so "ringing" is the connection waiting for her.
 */
export function useVoiceCallMedia(chatId: number | null, microphone: MediaStream | null): VoiceCallMedia {
  const session = useRealtimeSession();
  const [media, setMedia] = useState<VoiceCallMedia & { chatId: number | null }>({ ...none, chatId: null });

  useEffect(() => {
    if (!session || chatId === null || !microphone) return;
    let cancelled = false;
    let close: (() => void) | null = null;
    // The WebRTC code loads with the first call, not with the messenger.
    void import('@/lib/live/peer-call').then(({ startPeerCall }) => {
      if (cancelled) return;
      let remote: MediaStream | null = null;
      const call = startPeerCall(session, {
        chatId,
        role: 'guest',
        localStream: microphone,
        audioOnly: true,
        onState: (state) => setMedia({ remote, state, chatId }),
      });
      remote = call.remoteStream;
      close = call.close;
      setMedia({ remote, state: 'connecting', chatId });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [session, chatId, microphone]);

  return media.chatId === chatId && chatId !== null ? media : none;
}
