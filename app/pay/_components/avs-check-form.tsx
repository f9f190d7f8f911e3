'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { payAvsSandboxDecideMutation } from '@/lib/queries/pay-avs';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type AvsCheckText = { approve: string; reject: string; pending: string; decision: string; reason: string; reasonMissing: string; submit: string; sending: string; failed: string };

/** The sandbox age verifier's own check page: the tester decides what the "provider" answers. */
export function AvsCheckForm({ verificationId, language, text }: { verificationId: string; language: Locale; text: AvsCheckText }) {
  const id = useId();
  const [decision, setDecision] = useState<'approve' | 'reject' | 'pending'>('approve');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const decide = useMutation(payAvsSandboxDecideMutation(language));
  // The page it was started from replaces this one: the button stays busy until it has.
  const busy = decide.isPending || decide.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'reject' && !reason.trim()) return setError({ field: true, message: text.reasonMissing });
    setError(null);
    decide.mutate(
      { verificationId, decision, ...(decision === 'reject' ? { reason: reason.trim() } : {}) },
      {
        // Back where the verification was started (the avs view of the hosted flow).
        onSuccess: (data) => window.location.assign(data.forwardUrl),
        onError: () => setError({ field: false, message: text.failed }),
      },
    );
  };

  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{text.decision}</legend>
        {(['approve', 'reject', 'pending'] as const).map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input type="radio" name={`${id}-decision`} value={value} checked={decision === value} onChange={() => setDecision(value)} className="size-5 accent-[var(--color-accent)]" />
            {text[value]}
          </label>
        ))}
      </fieldset>
      {decision === 'reject' ? (
        <PayField id={`${id}-reason`} label={text.reason} type="text" autoComplete="off" value={reason} onChange={setReason} error={error?.field ? error.message : null} />
      ) : null}
      {error && !error.field ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      <PaySubmit busy={busy} label={text.submit} busyLabel={text.sending} />
    </PayForm>
  );
}
