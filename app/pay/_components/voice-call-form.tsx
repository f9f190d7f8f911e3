'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { paySandboxVoiceCallMutation } from '@/lib/queries/pay-sandbox';
import { FormAlert } from './form-alert';
import { errorAt, formAlertOf, formErrorOf } from './pay-money';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type VoiceCallText = {
  number: string;
  pin: string;
  keypad: string;
  deleteDigit: string;
  clear: string;
  call: string;
  calling: string;
  succeeded: string;
  unknownPin: string;
  expired: string;
  invalid: string;
  failed: string;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const KEY_CLASS = 'min-h-12 rounded-full border border-line bg-surface-2 font-semibold hover:border-accent';
const FIELDS = ['phoneNumber', 'pin'] as const;

/** The sandbox provider's test telephone: "calls" the number and types the PIN of a voice top-up. */
export function VoiceCallForm({ language, text, initialNumber, initialPin }: { language: Locale; text: VoiceCallText; initialNumber: string; initialPin: string }) {
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState(initialNumber);
  const [pin, setPin] = useState(initialPin);
  const voiceCall = useMutation(paySandboxVoiceCallMutation(language));
  const outcome = voiceCall.data?.status ?? null;
  const error = voiceCall.error ? formErrorOf(voiceCall.error, { invalid: text.invalid, failed: text.failed, restricted: text.failed, wrongCode: text.unknownPin }) : null;

  const call = (event: FormEvent) => {
    event.preventDefault();
    voiceCall.mutate({ phoneNumber, pin });
  };

  const press = (digit: string) => setPin((current) => (current + digit).slice(0, 8));
  return (
    <PayForm onSubmit={call} className="mt-6 flex flex-col gap-4 rounded-[2rem] border border-line bg-surface p-5">
      <PayField id={`${id}-number`} label={text.number} type="tel" inputMode="tel" autoComplete="off" value={phoneNumber} onChange={setPhoneNumber} error={errorAt(error, 'phoneNumber')} />
      <PayField id={`${id}-pin`} label={text.pin} type="text" inputMode="numeric" autoComplete="off" value={pin} onChange={setPin} error={errorAt(error, 'pin')} />
      <div role="group" aria-label={text.keypad} className="grid grid-cols-3 gap-3">
        {KEYS.map((digit) => (
          <button key={digit} type="button" onClick={() => press(digit)} className={`${KEY_CLASS} text-xl`}>
            {digit}
          </button>
        ))}
        <button type="button" onClick={() => setPin('')} className={`${KEY_CLASS} text-sm`}>
          {text.clear}
        </button>
        <button type="button" onClick={() => press('0')} className={`${KEY_CLASS} text-xl`}>
          0
        </button>
        <button type="button" onClick={() => setPin((current) => current.slice(0, -1))} aria-label={text.deleteDigit} className={`${KEY_CLASS} text-xl`}>
          <span aria-hidden="true">⌫</span>
        </button>
      </div>
      <FormAlert message={outcome === 'unknown_pin' ? text.unknownPin : outcome === 'expired' ? text.expired : formAlertOf(error, FIELDS)} />
      {outcome === 'succeeded' ? (
        <p role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4 font-semibold">
          {text.succeeded}
        </p>
      ) : null}
      <PaySubmit busy={voiceCall.isPending} label={text.call} busyLabel={text.calling} />
    </PayForm>
  );
}
