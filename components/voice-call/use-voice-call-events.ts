'use client';

import { useEffect, useRef } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import type { VoiceCallAction } from '@/lib/chat/voice-call-state';

/**
 * The call box hears its call on the page's one real-time session: §7 voicecallStart (media up,
 * billing runs), chatEnd (the exit code and the amount) and voicecallStop (§4 reload rule).
 */
export function useVoiceCallEvents(dispatch: (action: VoiceCallAction) => void, onStop: (event: { chatId: number; anonymous: boolean }) => void): void {
  const session = useRealtimeSession();
  const stopRef = useRef(onStop);
  useEffect(() => {
    stopRef.current = onStop;
  }, [onStop]);

  useEffect(() => {
    if (!session) return;
    const stops = [
      session.on('voicecallStart', (event) => dispatch({ type: 'voicecallStart', chatId: event.chatId, at: Date.now() })),
      session.on('chatLowBalance', (event) => dispatch({ type: 'lowBalance', chatId: event.chatId, secondsLeft: event.secondsLeft })),
      session.on('chatEnd', (event) => dispatch({ type: 'chatEnd', chatId: event.chatId, exitCode: event.exitCode, price: event.price })),
      session.on('voicecallStop', (event) => {
        dispatch({ type: 'voicecallStop', chatId: event.chatId, exitCode: event.exitCode });
        stopRef.current({ chatId: event.chatId, anonymous: event.anonymous });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [session, dispatch]);
}
