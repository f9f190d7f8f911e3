'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { VoiceTopUp } from '@/lib/contracts/payment-methods';
import { type TopUpResult, topUpResponseSchema } from '@/lib/contracts/wallet';
import { formatDuration } from '@/lib/format/duration';
import { PAY_SUBMIT_CLASS } from './pay-field';
import { TestModeNote } from './test-mode-note';
import type { VoiceText } from './voice-view';

const POLL_MS = 2000;

type Props = {
  language: Locale;
  accessToken: string;
  voice: VoiceText;
  testMode: string | null;
  call: VoiceTopUp;
  expired: boolean;
  onPaid: (result: TopUpResult) => void;
  onExpired: () => void;
  onRestart: () => void;
};

/** The number and the PIN, big; "waiting for your call…" while the status is asked every 2 s. */
export function VoicePinScreen({ language, accessToken, voice, testMode, call, expired, onPaid, onExpired, onRestart }: Props) {
  const expiresAt = Date.parse(call.expiresAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expired) return;
    let live = true;
    const poll = async () => {
      try {
        const { data } = await restRequest('wallet/pay/status', { language, accessToken, schema: topUpResponseSchema, query: { topUpId: call.topUpId } });
        if (!live) return;
        if (data.status === 'succeeded') onPaid(data);
        else if (data.status === 'declined' || data.status === 'failed' || Date.now() >= expiresAt) onExpired();
      } catch {
        // A lost answer is asked again: a call that paid must not be missed. Past the PIN's time it ends.
        if (live && Date.now() >= expiresAt + POLL_MS * 5) onExpired();
      }
    };
    const pollTimer = setInterval(() => void poll(), POLL_MS);
    const clockTimer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      live = false;
      clearInterval(pollTimer);
      clearInterval(clockTimer);
    };
  }, [accessToken, call.topUpId, expired, expiresAt, language, onExpired, onPaid]);

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
