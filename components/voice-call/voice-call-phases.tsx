'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { cumulativePrice } from '@/lib/chat/billing-rules';
import type { VoiceCallPhase } from '@/lib/chat/voice-call-state';
import { VOICE_CALL_CODE, voiceCallRemedy } from '@/lib/chat/voice-codes';
import { formatMoney } from '@/lib/format/currency';
import { formatDuration } from '@/lib/format/duration';
import { fill } from '@/lib/format/fill';
import type { VoiceCallText } from './voice-call-text';
import type { VoiceCallMedia } from './use-voice-call-media';

type Running = Extract<VoiceCallPhase, { phase: 'ringing' | 'connected' }>;

type LiveProps = {
  state: Running;
  media: VoiceCallMedia;
  microphone: MediaStream | null;
  actorName: string;
  pricePerMinute: number;
  text: VoiceCallText;
  hangUpFailed: boolean;
  onHangUp: () => void;
  /** The low-balance warning's one-click top-up (the call goes on meanwhile). */
  onTopUp: () => void;
};

/**
 * Ringing ("Calling <name>…") and connected: her voice, the timer from the server's start
 * (voicecallStart), the cost so far (display only: the server bills per second), mute, hang up.
 */
export function VoiceCallLive({ state, media, microphone, actorName, pricePerMinute, text, hangUpFailed, onHangUp, onTopUp }: LiveProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [muted, setMuted] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const connected = state.phase === 'connected';

  useEffect(() => {
    if (audioRef.current) audioRef.current.srcObject = media.remote;
  }, [media.remote]);
  useEffect(() => {
    for (const track of microphone?.getAudioTracks() ?? []) track.enabled = !muted;
  }, [microphone, muted]);
  useEffect(() => {
    if (!connected) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [connected]);

  const seconds = connected ? Math.max(0, (now - state.since) / 1000) : 0;
  const status = !connected ? fill(text.calling, { name: actorName }) : media.state === 'reconnecting' ? text.reconnecting : text.connected;
  return (
    <div className="flex flex-col gap-2">
      <audio ref={audioRef} autoPlay aria-label={fill(text.remoteAudio, { name: actorName })} />
      <p role="status" aria-live="polite" data-testid="voice-call-status" data-state={connected ? 'connected' : 'ringing'} className="font-semibold">
        {status}
      </p>
      {connected ? (
        <p className="flex flex-wrap gap-3 tabular-nums">
          <span>
            <span className="sr-only">{text.timer}: </span>
            <span data-testid="voice-call-timer">{formatDuration(seconds)}</span>
          </span>
          <span>
            <span className="sr-only">{text.cost}: </span>
            <span data-testid="voice-call-cost">{formatMoney(cumulativePrice(Math.floor(seconds), pricePerMinute), 'EUR')}</span>
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {connected ? (
          <button type="button" aria-pressed={muted} className={buttonStyles.secondary} onClick={() => setMuted((m) => !m)}>
            {muted ? text.unmute : text.mute}
          </button>
        ) : null}
        <button type="button" data-testid="voice-call-hang-up" className={buttonStyles.primary} onClick={onHangUp}>
          {text.hangUp}
        </button>
      </div>
      {state.phase === 'connected' && state.lowBalanceSeconds !== null ? (
        <div data-testid="voice-call-low-balance" role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sale/10 p-3 text-sm ring-1 ring-sale/40">
          <span>{fill(text.lowBalance, { seconds: state.lowBalanceSeconds })}</span>
          <button type="button" className={buttonStyles.primary} onClick={onTopUp}>
            {text.topUp}
          </button>
        </div>
      ) : null}
      {hangUpFailed ? (
        <p role="alert" className="text-sale">
          {text.hangUpFailed}
        </p>
      ) : null}
    </div>
  );
}

type EndedProps = { state: Extract<VoiceCallPhase, { phase: 'ended' }>; text: VoiceCallText; reloads: boolean; onClose: () => void };

/** The exit message (messages Chat.exit.<code>) and what the call cost. */
export function VoiceCallEnded({ state, text, reloads, onClose }: EndedProps) {
  return (
    <div data-testid="voice-call-ended" className="flex flex-col gap-2">
      <p className="font-semibold">{text.ended}</p>
      <p data-testid="voice-call-exit" data-code={state.exitCode}>
        {text.exit[String(state.exitCode)] ?? ''}
      </p>
      {state.amount !== null ? <p data-testid="voice-call-amount">{fill(text.amount, { amount: formatMoney(state.amount, 'EUR') })}</p> : null}
      {reloads ? <p className="text-muted">{text.reloadNote}</p> : null}
      <button type="button" data-testid="voice-call-close" className={`${buttonStyles.secondary} self-start`} onClick={onClose}>
        {text.close}
      </button>
    </div>
  );
}

type FailedProps = {
  state: Extract<VoiceCallPhase, { phase: 'failed' | 'micDenied' }>;
  text: VoiceCallText;
  onTopUp: () => void;
  onVerifyAge: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** §8: a start code other than 2000 is an error state "<message> (code <code>)" with the fitting way out. */
export function VoiceCallFailed({ state, text, onTopUp, onVerifyAge, onRetry, onClose }: FailedProps) {
  const remedy = state.phase === 'micDenied' ? 'retry' : voiceCallRemedy(state.code);
  const message =
    state.phase === 'micDenied' ? text.micDenied : fill(text.error, { message: text.codes[String(state.code)] ?? text.codes[String(VOICE_CALL_CODE.failed)] ?? '', code: state.code });
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" data-testid="voice-call-error" data-code={state.phase === 'failed' ? state.code : undefined} className="text-sale">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        {remedy === 'topUp' ? (
          <button type="button" className={buttonStyles.primary} onClick={onTopUp}>
            {text.topUp}
          </button>
        ) : null}
        {remedy === 'verifyAge' ? (
          <button type="button" className={buttonStyles.primary} onClick={onVerifyAge}>
            {text.verifyAge}
          </button>
        ) : null}
        {remedy === 'retry' ? (
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {text.retry}
          </button>
        ) : null}
        <button type="button" className={buttonStyles.ghost} onClick={onClose}>
          {text.close}
        </button>
      </div>
    </div>
  );
}
