'use client';

import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';

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
  const input = 'mt-1 h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-fg focus:border-accent focus:outline-none aria-[invalid=true]:border-sale';
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          {text.password}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={fieldError('password') !== null}
          aria-describedby={`${id}-password-hint${fieldError('password') ? ` ${id}-password-error` : ''}`}
          className={input}
        />
        <p id={`${id}-password-hint`} className="mt-1 text-xs text-muted">
          {text.passwordHint}
        </p>
        {fieldError('password') ? (
          <p id={`${id}-password-error`} className="mt-1 text-sm text-sale">
            {fieldError('password')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="text-sm font-medium">
          {text.confirm}
        </label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={fieldError('confirm') !== null}
          aria-describedby={fieldError('confirm') ? `${id}-confirm-error` : undefined}
          className={input}
        />
        {fieldError('confirm') ? (
          <p id={`${id}-confirm-error`} className="mt-1 text-sm text-sale">
            {fieldError('confirm')}
          </p>
        ) : null}
      </div>
      {state.kind === 'error' && state.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {state.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={state.kind === 'saving'}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
      >
        {state.kind === 'saving' ? text.saving : text.submit}
      </button>
    </form>
  );
}
