'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { payLoginMutation } from '@/lib/queries/pay-auth';
import { finishAuth } from './finish-auth';
import { usePayBridge } from './pay-frame';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type LoginText = {
  email: string;
  password: string;
  submit: string;
  sending: string;
  missing: string;
  invalid: string;
  tooMany: string;
  locked: string;
  disabled: string;
  failed: string;
  forgot: string;
  noAccount: string;
  toSignup: string;
};

type LoginViewProps = { language: Locale; text: LoginText; signupHref: string; pwdLostHref: string; initialEmail?: string; hostId?: string };

function loginError(error: unknown, text: LoginText): string {
  if (!(error instanceof ApiError)) return text.failed;
  if (error.code === 'INVALID_CREDENTIALS' || error.status === 422) return text.invalid;
  if (error.status === 429) return text.tooMany;
  if (error.code === 'ACCOUNT_LOCKED') return text.locked;
  if (error.code === 'LOGIN_DISABLED') return text.disabled;
  return text.failed;
}

/**
 * §2 login view. A wrong email and a wrong password get one and the same message, shown
 * under the form, never on one field; the throttle (429) says to wait.
 */
export function LoginView({ language, text, signupHref, pwdLostHref, initialEmail = '', hostId }: LoginViewProps) {
  const id = useId();
  const bridge = usePayBridge();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(payLoginMutation(language));
  // The app (or the redirect) takes over after a login: the button stays busy until then.
  const sending = login.isPending || login.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(text.missing);
    setError(null);
    // The answer sets the pay origin's login cookie (§4 hasLoginCookie).
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => finishAuth(bridge, { flow: 'login', userFromLogin: true, transferToken: data.transferToken, hostId }),
        onError: (caught) => setError(loginError(caught, text)),
      },
    );
  };

  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-email`} label={text.email} type="email" autoComplete="username" value={email} onChange={setEmail} error={null} />
      <PayField
        id={`${id}-password`}
        label={text.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={null}
      />
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <PaySubmit busy={sending} label={text.submit} busyLabel={text.sending} />
      <a href={pwdLostHref} className="self-start text-sm text-accent underline-offset-4 hover:underline">
        {text.forgot}
      </a>
      <p className="border-t border-line pt-4 text-sm text-muted">
        {text.noAccount}{' '}
        <a href={signupHref} className="font-semibold text-accent underline-offset-4 hover:underline">
          {text.toSignup}
        </a>
      </p>
    </PayForm>
  );
}
