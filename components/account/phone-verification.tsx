'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { pincallStartMutation, pincallStatusOptions, pincallVerifyMutation } from '@/lib/queries/guest';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type PhoneVerificationText = {
  heading: string;
  lead: string;
  verified: string;
  number: string;
  numberHint: string;
  type: string;
  mobile: string;
  landline: string;
  call: string;
  calling: string;
  /** "We are calling {number}. Type the {length}-digit code you hear." */
  pinLead: string;
  pin: string;
  verify: string;
  verifying: string;
  again: string;
  testMode: string | null;
  /** §8 codes 1–10 → message. */
  errors: Record<string, string>;
};

type Step = { kind: 'form' } | { kind: 'pin'; id: string; pinLength: number; number: string; type: 'mobile' | 'landline' };

/** The §8 pincall code of a failed call (error.errorCode), else 10 (UNKNOWN). */
async function errorCodeOf(caught: unknown): Promise<number> {
  const [{ ApiError }, { pincallErrorBodySchema }] = await Promise.all([import('@/lib/api/api-error'), import('@/lib/contracts/pincall')]);
  if (!(caught instanceof ApiError)) return 10;
  const parsed = pincallErrorBodySchema.safeParse(caught.details);
  return parsed.success ? parsed.data.error.errorCode : 10;
}

/**
 * Phone verification (pincall, §7 guest service) in the personal area: the guest's number is
 * called and speaks a code (§9: 6 digits for a mobile, 5 for a landline); typing it marks the
 * number verified. Some bonus codes need it (§3 requireMobileAuth). §8 codes become messages.
 */
export function PhoneVerification({ locale, text }: { locale: Locale; text: PhoneVerificationText }) {
  const id = useId();
  const guest = useGuest();
  const queryClient = useQueryClient();
  const status = useQuery({ ...pincallStatusOptions(locale), enabled: isLoggedIn(guest) });
  const start = useMutation(pincallStartMutation(locale));
  const check = useMutation(pincallVerifyMutation(locale));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [number, setNumber] = useState('');
  const [type, setType] = useState<'mobile' | 'landline'>('mobile');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!isLoggedIn(guest)) return null;
  const current = status.data ?? null;
  const busy = start.isPending || check.isPending;

  const fail = async (caught: unknown) => setError(text.errors[String(await errorCodeOf(caught))] ?? text.errors['10'] ?? '');

  const call = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const body = { phoneNumber: number.replace(/[\s()-]/g, ''), type, language: locale };
      const data = await start.mutateAsync(body);
      setPin('');
      setStep({ kind: 'pin', id: data.id, pinLength: data.pinLength, number: body.phoneNumber, type });
    } catch (caught) {
      await fail(caught);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'pin') return;
    setError(null);
    try {
      await check.mutateAsync({ id: step.id, type: step.type, pin });
      await queryClient.fetchQuery({ ...pincallStatusOptions(locale), staleTime: 0 });
      setStep({ kind: 'form' });
    } catch (caught) {
      await fail(caught);
    }
  };

  const field = 'mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-base text-fg';
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-tile bg-surface p-4 ring-1 ring-line">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {text.heading}
      </h2>
      {current?.verified ? (
        <p role="status" className="mt-2 text-sm text-online">
          {text.verified.replace('{number}', current.phoneNumber ?? '')}
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      )}
      {step.kind === 'form' ? (
        <form onSubmit={call} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <label className="text-sm font-medium">
            {text.number}
            <input className={field} type="tel" autoComplete="tel" value={number} onChange={(event) => setNumber(event.target.value)} aria-describedby={`${id}-hint`} required />
          </label>
          <label className="text-sm font-medium">
            {text.type}
            <select className={field} value={type} onChange={(event) => setType(event.target.value === 'landline' ? 'landline' : 'mobile')}>
              <option value="mobile">{text.mobile}</option>
              <option value="landline">{text.landline}</option>
            </select>
          </label>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? text.calling : text.call}
          </button>
          <p id={`${id}-hint`} className="text-xs text-muted sm:col-span-3">
            {text.numberHint}
            {text.testMode ? ` ${text.testMode}` : ''}
          </p>
        </form>
      ) : (
        <form onSubmit={verify} className="mt-4 flex flex-col gap-3">
          <p className="text-sm">{text.pinLead.replace('{number}', step.number).replace('{length}', String(step.pinLength))}</p>
          <label className="text-sm font-medium">
            {text.pin}
            <input
              className={`${field} max-w-48 font-mono tracking-[0.3em]`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={step.pinLength}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
              required
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy || pin.length !== step.pinLength} className={buttonStyles.primary}>
              {busy ? text.verifying : text.verify}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setStep({ kind: 'form' })}>
              {text.again}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </section>
  );
}
