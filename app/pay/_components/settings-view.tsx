'use client';

import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import { accountMeResponseSchema, okResponseSchema } from '@/lib/contracts/account';
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

type Me = { screenName: string; email: string };

type SettingsProps = { language: Locale; text: SettingsText; loginHref: string; promocodeHref: string; paymentHref: string; avsHref: string };

/** §2 settings flow: the account's facts, a password change (current password required), logout. */
export function SettingsView(props: SettingsProps) {
  return <GuestGate text={props.text} loginHref={props.loginHref}>{(accessToken) => <SettingsAccount {...props} accessToken={accessToken} />}</GuestGate>;
}

function SettingsAccount({ language, text, promocodeHref, paymentHref, avsHref, accessToken }: SettingsProps & { accessToken: string }) {
  const bridge = usePayBridge();
  const [me, setMe] = useState<Me | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    restRequest('account/pay/me', { language, accessToken, schema: accountMeResponseSchema })
      .then(({ data }) => live && setMe(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [accessToken, language]);

  if (failed) return <p role="alert" className="mt-6 text-sm text-sale">{text.failed}</p>;
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
      <PasswordChange language={language} accessToken={accessToken} text={text} />
      <button type="button" onClick={() => bridge.post({ type: 'logout' })} className="self-start rounded-full border border-line px-5 py-2.5 text-sm font-semibold hover:bg-surface-2">
        {text.logout}
      </button>
    </div>
  );
}

type ChangeState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; field: 'current' | 'new' | null; message: string };

function PasswordChange({ language, accessToken, text }: { language: Locale; accessToken: string; text: SettingsText }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setState({ kind: 'error', field: 'current', message: text.wrongPassword });
    if (next.length < 8) return setState({ kind: 'error', field: 'new', message: text.tooShort });
    setState({ kind: 'saving' });
    try {
      await restRequest('account/pay/password', {
        language,
        accessToken,
        schema: okResponseSchema,
        method: 'POST',
        body: { currentPassword: current, newPassword: next },
      });
      setCurrent('');
      setNext('');
      setState({ kind: 'saved' });
    } catch (error) {
      const wrong = error instanceof ApiError && error.code === 'WRONG_PASSWORD';
      setState({ kind: 'error', field: wrong ? 'current' : null, message: wrong ? text.wrongPassword : text.failed });
    }
  };

  const fieldError = (field: 'current' | 'new') => (state.kind === 'error' && state.field === field ? state.message : null);
  return (
    <PayForm onSubmit={onSubmit} labelledBy={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {text.changePassword}
      </h2>
      <PayField id={`${id}-current`} label={text.currentPassword} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={fieldError('current')} />
      <PayField id={`${id}-new`} label={text.newPassword} type="password" autoComplete="new-password" value={next} onChange={setNext} hint={text.passwordHint} error={fieldError('new')} />
      {state.kind === 'error' && state.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'saved' ? (
        <p role="status" className="text-sm text-online">
          {text.saved}
        </p>
      ) : null}
      <PaySubmit busy={state.kind === 'saving'} label={text.save} busyLabel={text.saving} />
    </PayForm>
  );
}
