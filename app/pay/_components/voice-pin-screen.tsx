'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { VoiceTopUp } from '@/lib/contracts/payment-methods';
import type { TopUpResult } from '@/lib/contracts/wallet';
import { payTopUpStatusOptions } from '@/lib/queries/pay-top-up';
import { formatDuration } from '@/lib/format/duration';
import { PAY_SUBMIT_CLASS } from './pay-field';
import { TestModeNote } from './test-mode-note';

const POLL_MS = 2000;

export type VoiceText = {
  lead: string;
  /** "Top up {amount} by phone call" */
  start: string;
  starting: string;
  callNumber: string;
  enterPin: string;
  waiting: string;
  /** "The PIN is valid for {time}." */
  validFor: string;
  expired: string;
  restart: string;
  openTelephone: string;
  testLead: string;
};

type Props = {
  language: Locale;
  voice: VoiceText;
  testMode: string | null;
  call: VoiceTopUp;
  expired: boolean;
  onPaid: (result: TopUpResult) => void;
  onExpired: () => void;
  onRestart: () => void;
};

/** The number and the PIN, big; "waiting for your call…" while the status is asked every 2 s. */
export function VoicePinScreen({ language, voice, testMode, call, expired, onPaid, onExpired, onRestart }: Props) {
  const expiresAt = Date.parse(call.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  // A lost answer is asked again at the next beat (no retry in between): a call that paid must not be missed.
  const status = useQuery({ ...payTopUpStatusOptions(language, call.topUpId), enabled: !expired, refetchInterval: POLL_MS, refetchIntervalInBackground: true, retry: false, staleTime: 0 });
  const { data, dataUpdatedAt, errorUpdatedAt } = status;

  // Each answer decides: paid, or over (declined, failed, the PIN's time has run out).
  useEffect(() => {
    if (expired || !data) return;
    if (data.status === 'succeeded') onPaid(data);
    else if (data.status === 'declined' || data.status === 'failed' || Date.now() >= expiresAt) onExpired();
  }, [data, dataUpdatedAt, expired, expiresAt, onExpired, onPaid]);

  // Unanswered questions end it only well past the PIN's time.
  useEffect(() => {
    if (!expired && errorUpdatedAt > 0 && Date.now() >= expiresAt + POLL_MS * 5) onExpired();
  }, [errorUpdatedAt, expired, expiresAt, onExpired]);

  useEffect(() => {
    if (expired) return;
    const clockTimer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(clockTimer);
  }, [expired]);

  if (expired) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <p role="alert" className="rounded-tile border border-sale/40 bg-surface-2 p-4 text-sm">
          {voice.expired}
        </p>
        <button type="button" onClick={onRestart} className={PAY_SUBMIT_CLASS}>
          {voice.restart}
        </button>
      </div>
    );
  }

  const telephone = `/pay/voice-call/?${new URLSearchParams({ number: call.phoneNumber, pin: call.pin, lang: language })}`;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <dl className="grid gap-4 rounded-tile border border-line bg-surface-2 p-4 text-center">
        <div>
          <dt className="text-sm text-muted">{voice.callNumber}</dt>
          <dd className="mt-1 text-2xl font-bold whitespace-nowrap sm:text-3xl">
            <a href={`tel:${call.phoneNumber.replace(/\s/g, '')}`} data-testid="voice-number" className="underline-offset-4 hover:underline">
              {call.phoneNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{voice.enterPin}</dt>
          <dd data-testid="voice-pin" className="mt-1 font-mono text-4xl font-bold tracking-[0.3em]">
            {call.pin}
          </dd>
        </div>
      </dl>
      <p role="status" className="text-center font-semibold">
        {voice.waiting}
      </p>
      <p className="text-center text-sm text-muted">{voice.validFor.replace('{time}', formatDuration((expiresAt - now) / 1000))}</p>
      {testMode ? (
        <TestModeNote title={testMode} lead={voice.testLead} rows={[]}>
          <a href={telephone} target="_blank" rel="noreferrer" className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline">
            {voice.openTelephone}
          </a>
        </TestModeNote>
      ) : null}
    </div>
  );
}
