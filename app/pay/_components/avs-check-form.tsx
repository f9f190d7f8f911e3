'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { z } from 'zod';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type AvsCheckText = { approve: string; reject: string; pending: string; decision: string; reason: string; reasonMissing: string; submit: string; sending: string; failed: string };

const decidedSchema = dataEnvelope(z.object({ forwardUrl: z.string() }));

/** The sandbox age verifier's own check page: the tester decides what the "provider" answers. */
export function AvsCheckForm({ verificationId, language, text }: { verificationId: string; language: Locale; text: AvsCheckText }) {
  const id = useId();
  const [decision, setDecision] = useState<'approve' | 'reject' | 'pending'>('approve');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'reject' && !reason.trim()) return setError({ field: true, message: text.reasonMissing });
    setBusy(true);
    setError(null);
    try {
      const body = { verificationId, decision, ...(decision === 'reject' ? { reason: reason.trim() } : {}) };
      const { data } = await restRequest('guest/avs/sandbox/decide', { language, schema: decidedSchema, method: 'POST', body });
      // Back where the verification was started (the avs view of the hosted flow).
      window.location.assign(data.forwardUrl);
    } catch {
      setError({ field: false, message: text.failed });
      setBusy(false);
    }
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
