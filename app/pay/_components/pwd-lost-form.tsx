'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Locale } from '@/i18n/routing';
import { payPwdLostMutation } from '@/lib/queries/pay-auth';
import { isValidEmail } from '@/lib/validation/email';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type PwdLostText = { email: string; submit: string; sending: string; invalidEmail: string; failed: string; tooMany: string; sent: string };

type FormError = { field: boolean; message: string };

/** §2 pwdlost: one email field; the answer is the same whether an account exists (no enumeration). */
export function PwdLostForm({ language, text, initialEmail = '' }: { language: Locale; text: PwdLostText; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FormError | null>(null);
  const send = useMutation(payPwdLostMutation(language));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setError({ field: true, message: text.invalidEmail });
    setError(null);
    send.mutate(
      { email: email.trim() },
      {
        onError: (caught) => {
          const status = caught instanceof ApiError ? caught.status : 0;
          setError({ field: status === 422, message: status === 422 ? text.invalidEmail : status === 429 ? text.tooMany : text.failed });
        },
      },
    );
  };

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 rounded-tile border border-online/40 bg-surface p-4 text-sm">
        {text.sent}
      </p>
    );
  }
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-email`} label={text.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={error?.field ? error.message : null} />
      {error && !error.field ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      <PaySubmit busy={send.isPending} label={text.submit} busyLabel={text.sending} />
    </PayForm>
  );
}
