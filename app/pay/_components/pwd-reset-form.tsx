'use client';

import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
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

const okSchema = z.object({ success: z.literal(true) });
const MIN_PASSWORD = 8;

type State = { kind: 'idle' | 'saving' | 'done' } | { kind: 'error'; field: 'password' | 'confirm' | null; message: string };

/** §2 pwdreset: the new password twice; errors next to the field; the key is spent once. */
export function PwdResetForm({ u, resetKey, language, text }: { u: string; resetKey: string; language: Locale; text: PwdResetText }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setState({ kind: 'error', field: 'password', message: text.tooShort });
    if (password !== confirm) return setState({ kind: 'error', field: 'confirm', message: text.mismatch });
    setState({ kind: 'saving' });
    try {
      await restRequest('account/pay/pwdreset', { language, schema: okSchema, method: 'POST', body: { u, key: resetKey, password } });
      setState({ kind: 'done' });
    } catch (error) {
      const invalid = error instanceof ApiError && error.code === 'RESET_KEY_INVALID';
      const passwordIssue = error instanceof ApiError && error.issues?.some((issue) => issue.path === 'password');
      setState({ kind: 'error', field: passwordIssue ? 'password' : null, message: invalid ? text.invalidLink : passwordIssue ? text.tooShort : text.failed });
    }
  };

  if (state.kind === 'done') {
    return (
      <p role="status" className="mt-6 rounded-tile border border-online/40 bg-surface p-4 text-sm">
        {text.done}
      </p>
    );
  }
  const fieldError = (field: 'password' | 'confirm') => (state.kind === 'error' && state.field === field ? state.message : null);
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-password`} label={text.password} type="password" autoComplete="new-password" value={password} onChange={setPassword} hint={text.passwordHint} error={fieldError('password')} />
      <PayField id={`${id}-confirm`} label={text.confirm} type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={fieldError('confirm')} />
      {state.kind === 'error' && state.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {state.message}
        </p>
      ) : null}
      <PaySubmit busy={state.kind === 'saving'} label={text.submit} busyLabel={text.saving} />
    </PayForm>
  );
}
