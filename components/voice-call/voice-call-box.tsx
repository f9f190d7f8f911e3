'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { openAgeCheck, topUpThen } from '@/components/chat/chat-actions';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { isCallRunning, type VoiceCallPhase, voiceCallReducer } from '@/lib/chat/voice-call-state';
import { VOICE_CALL_CODE } from '@/lib/chat/voice-codes';
import { initialVoiceReload, voiceReloadDue, voiceReloadStep } from '@/lib/chat/voice-reload';
import { fill } from '@/lib/format/fill';
import { endChat } from '@/lib/queries/chat';
import { startVoiceCall } from '@/lib/queries/voicecall';
import { VoiceCallEnded, VoiceCallFailed, VoiceCallLive } from './voice-call-phases';
import type { VoiceCallText } from './voice-call-text';
import { useVoiceCallEvents } from './use-voice-call-events';
import { useVoiceCallMedia } from './use-voice-call-media';

type Props = {
  actorId: number;
  actorName: string;
  /** Her voice price in cents per minute and formatted (the offer the Call button showed). */
  pricePerMinute: number;
  pricePerMinuteFormatted: string;
  language: Locale;
  text: VoiceCallText;
  /** The header's Call button starts at once; a link (?call=voice) opens the box to confirm first. */
  startNow: boolean;
  onClose: () => void;
  /** §4 reload after an anonymous call's stop (tests hand in a spy). */
  reload?: () => void;
};

/**
 * The anonymous voice call with one performer (§7 messenger voice call): asks for the microphone,
 * starts the call (only code 2000 starts it, §9), rings until her page answers, then shows the
 * timer, the cost so far, mute and hang up; ends with the exit message and the amount. §4: when
 * the stop of this anonymous call arrived, closing the ended state reloads the page.
 */
export function VoiceCallBox({ actorId, actorName, pricePerMinute, pricePerMinuteFormatted, language, text, startNow, onClose, reload: reloadPage = () => window.location.reload() }: Props) {
  const [state, dispatch] = useReducer(voiceCallReducer, { phase: 'ready' } as VoiceCallPhase);
  const [microphone, setMicrophone] = useState<{ chatId: number; stream: MediaStream } | null>(null);
  const [reload, setReload] = useState(initialVoiceReload);
  const [hangUpFailed, setHangUpFailed] = useState(false);
  const chatId = isCallRunning(state) ? state.chatId : null;
  const activeMic = microphone !== null && microphone.chatId === chatId ? microphone.stream : null;
  const media = useVoiceCallMedia(chatId, activeMic);
  const callRef = useRef<number | null>(null);
  const currentCall = 'chatId' in state ? state.chatId : null;
  useEffect(() => {
    callRef.current = currentCall;
  }, [currentCall]);

  const onStop = useCallback((event: { chatId: number; anonymous: boolean }) => {
    if (event.chatId === callRef.current) setReload((current) => voiceReloadStep(current, { type: 'stop', anonymous: event.anonymous, exitShown: true }));
  }, []);
  useVoiceCallEvents(dispatch, onStop);

  const reloadRef = useRef(reloadPage);
  useEffect(() => {
    reloadRef.current = reloadPage;
  }, [reloadPage]);
  useEffect(() => {
    if (voiceReloadDue(reload)) reloadRef.current();
  }, [reload]);

  // The microphone is the guest's only while the call runs (its end, or leaving the page, stops it).
  useEffect(() => {
    if (!activeMic) return;
    return () => activeMic.getTracks().forEach((track) => track.stop());
  }, [activeMic]);

  const begin = useCallback(async () => {
    dispatch({ type: 'start' });
    let mic: MediaStream;
    try {
      mic = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return dispatch({ type: 'micDenied' });
    }
    try {
      const result = await startVoiceCall(language, actorId);
      if (result.code === VOICE_CALL_CODE.started && result.chatId !== null) setMicrophone({ chatId: result.chatId, stream: mic });
      else mic.getTracks().forEach((track) => track.stop());
      dispatch({ type: 'started', code: result.code, chatId: result.chatId });
    } catch (error) {
      mic.getTracks().forEach((track) => track.stop());
      // A logged-out tab's token is refused before the call: the same code as a stale body token.
      const code = error instanceof ApiError && error.status === 401 ? VOICE_CALL_CODE.tokenInvalid : VOICE_CALL_CODE.failed;
      dispatch({ type: 'started', code, chatId: null });
    }
  }, [actorId, language]);

  // Leaving the conversation mid-call hangs up (101) rather than leaving her line open until media loss ends it.
  const runningRef = useRef<number | null>(null);
  useEffect(() => {
    runningRef.current = chatId;
  }, [chatId]);
  useEffect(
    () => () => {
      const running = runningRef.current;
      if (running !== null) void endChat(language, running, 101).catch(() => {});
    },
    [language],
  );

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!startNow || autoStarted.current) return;
    autoStarted.current = true;
    void begin();
  }, [startNow, begin]);

  const hangUp = async (id: number) => {
    setHangUpFailed(false);
    try {
      const ended = await endChat(language, id, 101);
      // The socket's chatEnd says the same; the answer covers a page whose socket is down.
      if (ended.status === 'ended' && ended.exitCode !== null) dispatch({ type: 'chatEnd', chatId: id, exitCode: ended.exitCode, price: ended.billedAmount });
    } catch {
      setHangUpFailed(true);
    }
  };

  const close = () => {
    if (reload.stopped) setReload((current) => voiceReloadStep(current, { type: 'exitClosed' }));
    else onClose();
  };

  return (
    <section aria-label={text.title} data-testid="voice-call-box" data-phase={state.phase} className="flex flex-col gap-2 rounded-tile border-2 border-accent bg-surface-2 p-3 text-sm">
      <div>
        <h3 className="font-semibold">{text.title}</h3>
        <p className="text-muted">{fill(text.anonymousNote, { name: actorName })}</p>
      </div>
      {state.phase === 'ready' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="basis-full">{fill(text.ready, { name: actorName, price: pricePerMinuteFormatted })}</p>
          <button type="button" data-testid="voice-call-now" className={buttonStyles.primary} onClick={() => void begin()}>
            {text.callNow}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={onClose}>
            {text.close}
          </button>
        </div>
      ) : null}
      {state.phase === 'starting' ? (
        <p role="status" aria-live="polite">
          {fill(text.calling, { name: actorName })}
        </p>
      ) : null}
      {isCallRunning(state) ? (
        <VoiceCallLive
          state={state}
          media={media}
          microphone={activeMic}
          actorName={actorName}
          pricePerMinute={pricePerMinute}
          onTopUp={() => topUpThen()}
          text={text}
          hangUpFailed={hangUpFailed}
          onHangUp={() => void hangUp(state.chatId)}
        />
      ) : null}
      {state.phase === 'ended' ? <VoiceCallEnded state={state} text={text} reloads={reload.stopped && reload.anonymous} onClose={close} /> : null}
      {state.phase === 'failed' || state.phase === 'micDenied' ? (
        <VoiceCallFailed
          state={state}
          text={text}
          onTopUp={() => topUpThen(() => dispatch({ type: 'again' }))}
          onVerifyAge={openAgeCheck}
          onRetry={() => void begin()}
          onClose={onClose}
        />
      ) : null}
    </section>
  );
}
