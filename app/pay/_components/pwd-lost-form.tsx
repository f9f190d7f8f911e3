'use client';

import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
import { isValidEmail } from '@/lib/validation/email';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type PwdLostText = { email: string; submit: string; sending: string; invalidEmail: string; failed: string; tooMany: string; sent: string };

const okSchema = z.object({ success: z.literal(true) });

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; field: boolean; message: string };

/** §2 pwdlost: one email field; the answer is the same whether an account exists (no enumeration). */
export function PwdLostForm({ language, text, initialEmail = '' }: { language: Locale; text: PwdLostText; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setState({ kind: 'error', field: true, message: text.invalidEmail });
    setState({ kind: 'sending' });
    try {
      await restRequest('account/pay/pwdlost', { language, schema: okSchema, method: 'POST', body: { email: email.trim() } });
      setState({ kind: 'sent' });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setState({ kind: 'error', field: status === 422, message: status === 422 ? text.invalidEmail : status === 429 ? text.tooMany : text.failed });
    }
  };

  if (state.kind === 'sent') {
    return (
      <p role="status" className="mt-6 rounded-tile border border-online/40 bg-surface p-4 text-sm">
        {text.sent}
      </p>
    );
  }
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-email`} label={text.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={state.kind === 'error' && state.field ? state.message : null} />
      {state.kind === 'error' && !state.field ? (
        <p role="alert" className="text-sm text-sale">
          {state.message}
        </p>
      ) : null}
      <PaySubmit busy={state.kind === 'sending'} label={text.submit} busyLabel={text.sending} />
    </PayForm>
  );
}
