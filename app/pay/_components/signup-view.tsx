'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { paySignupMutation } from '@/lib/queries/pay-auth';
import { isValidEmail } from '@/lib/validation/email';
import { finishAuth } from './finish-auth';
import { usePayBridge } from './pay-frame';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type SignupText = {
  email: string;
  screenName: string;
  screenNameHint: string;
  password: string;
  passwordHint: string;
  termsBefore: string;
  terms: string;
  termsMiddle: string;
  privacy: string;
  termsAfter: string;
  submit: string;
  sending: string;
  invalidEmail: string;
  invalidScreenName: string;
  tooShort: string;
  termsMissing: string;
  emailTaken: string;
  screenNameTaken: string;
  disabled: string;
  failed: string;
  haveAccount: string;
  toLogin: string;
};

type Field = 'email' | 'screenName' | 'password' | 'terms';
type Errors = Partial<Record<Field | 'form', string>>;

type SignupViewProps = {
  language: Locale;
  text: SignupText;
  loginHref: string;
  termsHref: string;
  privacyHref: string;
  initialEmail?: string;
  initialScreenName?: string;
  hostId?: string;
};

const SCREEN_NAME = /^[\p{L}\p{N}_-]{3,20}$/u;

function check(input: { email: string; screenName: string; password: string; terms: boolean }, text: SignupText): Errors {
  const errors: Errors = {};
  if (!isValidEmail(input.email.trim())) errors.email = text.invalidEmail;
  if (!SCREEN_NAME.test(input.screenName.trim())) errors.screenName = text.invalidScreenName;
  if (input.password.length < 8) errors.password = text.tooShort;
  if (!input.terms) errors.terms = text.termsMissing;
  return errors;
}

function serverErrors(error: unknown, text: SignupText): Errors {
  if (!(error instanceof ApiError)) return { form: text.failed };
  if (error.code === 'EMAIL_TAKEN') return { email: text.emailTaken };
  if (error.code === 'SCREEN_NAME_TAKEN') return { screenName: text.screenNameTaken };
  if (error.code === 'SIGNUP_DISABLED' || error.code === 'LOGIN_DISABLED') return { form: text.disabled };
  return { form: text.failed };
}

/** §2 sign-up view: email (§5 pattern), screen name, password, terms accepted; errors next to the field. */
export function SignupView(props: SignupViewProps) {
  const { language, text } = props;
  const id = useId();
  const bridge = usePayBridge();
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [screenName, setScreenName] = useState(props.initialScreenName ?? '');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const signup = useMutation(paySignupMutation(language));
  // The app (or the redirect) takes over after a sign-up: the button stays busy until then.
  const sending = signup.isPending || signup.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check({ email, screenName, password, terms }, text);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signup.mutate(
      { email: email.trim(), screenName: screenName.trim(), password, termsAccepted: true },
      {
        onSuccess: (data) => finishAuth(bridge, { flow: 'signup', userFromSignup: true, transferToken: data.transferToken, hostId: props.hostId }),
        onError: (caught) => setErrors(serverErrors(caught, text)),
      },
    );
  };

  const termsError = errors.terms ? `${id}-terms-error` : undefined;
  return (
    <PayForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <PayField id={`${id}-email`} label={text.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email ?? null} />
      <PayField
        id={`${id}-name`}
        label={text.screenName}
        type="text"
        autoComplete="nickname"
        value={screenName}
        onChange={setScreenName}
        hint={text.screenNameHint}
        error={errors.screenName ?? null}
      />
      <PayField
        id={`${id}-password`}
        label={text.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={text.passwordHint}
        error={errors.password ?? null}
      />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={termsError}
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent)]"
          />
          <span>
            {text.termsBefore}
            <a href={props.termsHref} target="_blank" rel="noreferrer" className="text-accent underline underline-offset-2">
              {text.terms}
            </a>
            {text.termsMiddle}
            <a href={props.privacyHref} target="_blank" rel="noreferrer" className="text-accent underline underline-offset-2">
              {text.privacy}
            </a>
            {text.termsAfter}
          </span>
        </label>
        {errors.terms ? (
          <p id={termsError} className="mt-1 text-sm text-sale">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-sale">
          {errors.form}
        </p>
      ) : null}
      <PaySubmit busy={sending} label={text.submit} busyLabel={text.sending} />
      <p className="border-t border-line pt-4 text-sm text-muted">
        {text.haveAccount}{' '}
        <a href={props.loginHref} className="font-semibold text-accent underline-offset-4 hover:underline">
          {text.toLogin}
        </a>
      </p>
    </PayForm>
  );
}
