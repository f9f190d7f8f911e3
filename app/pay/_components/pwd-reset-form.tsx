'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Locale } from '@/i18n/routing';
import { payPwdResetMutation } from '@/lib/queries/pay-auth';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type PwdResetText = {
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  saving: string;
  tooShort: string;
  mismatch: string;
  invalidLink: string;
  failed: string;
  done: string;
};

const MIN_PASSWORD = 8;

type FormError = { field: 'password' | 'confirm' | null; message: string };

/** §2 pwdreset: the new password twice; errors next to the field; the key is spent once. */
export function PwdResetForm({ u, resetKey, language, text }: { u: string; resetKey: string; language: Locale; text: PwdResetText }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const reset = useMutation(payPwdResetMutation(language));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setError({ field: 'password', message: text.tooShort });
    if (password !== confirm) return setError({ field: 'confirm', message: text.mismatch });
    setError(null);
    reset.mutate(
      { u, key: resetKey, password },
      {
        onError: (caught) => {
          const invalid = caught instanceof ApiError && caught.code === 'RESET_KEY_INVALID';
          const passwordIssue = caught instanceof ApiError && caught.issues?.some((issue) => issue.path === 'password');
          setError({ field: passwordIssue ? 'password' : null, message: invalid ? text.invalidLink : passwordIssue ? text.tooShort : text.failed });
        },
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <p role="status" className="mt-6 rounded-tile border border-online/40 bg-surface p-4 text-sm">
        {text.done}
      </p>
    );
  }
  const fieldError = (field: 'password' | 'confirm') => (error?.field === field ? error.message : null);
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-password`} label={text.password} type="password" autoComplete="new-password" value={password} onChange={setPassword} hint={text.passwordHint} error={fieldError('password')} />
      <PayField id={`${id}-confirm`} label={text.confirm} type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={fieldError('confirm')} />
      {error && error.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      <PaySubmit busy={reset.isPending} label={text.submit} busyLabel={text.saving} />
    </PayForm>
  );
}
