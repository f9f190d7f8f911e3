'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { payMeOptions, payPasswordMutation } from '@/lib/queries/pay-account';
import { GuestGate } from './guest-gate';
import { usePayBridge } from './pay-frame';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type SettingsText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  account: string;
  screenName: string;
  email: string;
  changePassword: string;
  currentPassword: string;
  newPassword: string;
  passwordHint: string;
  save: string;
  saving: string;
  saved: string;
  wrongPassword: string;
  tooShort: string;
  failed: string;
  logout: string;
  redeemCode: string;
  topUp: string;
  verifyAge: string;
};

type SettingsProps = { language: Locale; text: SettingsText; loginHref: string; promocodeHref: string; paymentHref: string; avsHref: string };

/** §2 settings flow: the account's facts, a password change (current password required), logout. */
export function SettingsView(props: SettingsProps) {
  return (
    <GuestGate text={props.text} loginHref={props.loginHref}>
      <SettingsAccount {...props} />
    </GuestGate>
  );
}

function SettingsAccount({ language, text, promocodeHref, paymentHref, avsHref }: SettingsProps) {
  const bridge = usePayBridge();
  const account = useQuery(payMeOptions(language));
  const me = account.data;

  if (account.isError) return <p role="alert" className="mt-6 text-sm text-sale">{text.failed}</p>;
  if (!me) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;
  return (
    <div className="mt-6 flex flex-col gap-8">
      <section aria-labelledby="settings-account">
        <h2 id="settings-account" className="text-lg font-semibold">
          {text.account}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{text.screenName}</dt>
          <dd className="font-medium">{me.screenName}</dd>
          <dt className="text-muted">{text.email}</dt>
          <dd className="break-all font-medium">{me.email}</dd>
        </dl>
      </section>
      <nav aria-label={text.account} className="flex flex-wrap gap-2 text-sm">
        <a href={paymentHref} className="rounded-full border border-line px-4 py-2 font-semibold hover:border-accent">
          {text.topUp}
        </a>
        <a href={promocodeHref} className="rounded-full border border-line px-4 py-2 font-semibold hover:border-accent">
          {text.redeemCode}
        </a>
        <a href={avsHref} className="rounded-full border border-line px-4 py-2 font-semibold hover:border-accent">
          {text.verifyAge}
        </a>
      </nav>
      <PasswordChange language={language} text={text} />
      <button type="button" onClick={() => bridge.post({ type: 'logout' })} className="self-start rounded-full border border-line px-5 py-2.5 text-sm font-semibold hover:bg-surface-2">
        {text.logout}
      </button>
    </div>
  );
}

type ChangeError = { field: 'current' | 'new' | null; message: string };

function PasswordChange({ language, text }: { language: Locale; text: SettingsText }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<ChangeError | null>(null);
  const change = useMutation(payPasswordMutation(language));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    if (!current) return setError({ field: 'current', message: text.wrongPassword });
    if (next.length < 8) return setError({ field: 'new', message: text.tooShort });
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
        onError: (caught) => {
          const wrong = caught instanceof ApiError && caught.code === 'WRONG_PASSWORD';
          setError({ field: wrong ? 'current' : null, message: wrong ? text.wrongPassword : text.failed });
        },
      },
    );
  };

  const fieldError = (field: 'current' | 'new') => (error?.field === field ? error.message : null);
  return (
    <PayForm onSubmit={onSubmit} labelledBy={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {text.changePassword}
      </h2>
      <PayField id={`${id}-current`} label={text.currentPassword} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={fieldError('current')} />
      <PayField id={`${id}-new`} label={text.newPassword} type="password" autoComplete="new-password" value={next} onChange={setNext} hint={text.passwordHint} error={fieldError('new')} />
      {error && error.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-online">
          {text.saved}
        </p>
      ) : null}
      <PaySubmit busy={change.isPending} label={text.save} busyLabel={text.saving} />
    </PayForm>
  );
}
