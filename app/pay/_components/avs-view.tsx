'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { payAvsRequestMutation, payAvsStatusOptions } from '@/lib/queries/pay-avs';
import { FlowDoneButton, GuestGate } from './guest-gate';
import { PAY_SUBMIT_CLASS } from './pay-field';

export type AvsText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  intro: string;
  start: string;
  starting: string;
  pending: string;
  accepted: string;
  /** "Your check was not accepted: {message}" */
  rejected: string;
  retry: string;
  failed: string;
  continue: string;
};

/**
 * §2 avs view: the guest's age verification state (§4 pending, rejected with the server's
 * message, accepted, unknown) and the start of a check at the provider (§7 pay request with a
 * forwardUrl back here). The app hears the outcome over the WebSocket (avs events).
 */
export function AvsView(props: { language: Locale; text: AvsText; loginHref: string }) {
  return (
    <GuestGate text={props.text} loginHref={props.loginHref}>
      <AvsCheckState {...props} />
    </GuestGate>
  );
}

function AvsCheckState({ language, text }: { language: Locale; text: AvsText }) {
  const status = useQuery(payAvsStatusOptions(language));
  const request = useMutation(payAvsRequestMutation(language));

  if (status.isError || request.isError) return <p role="alert" className="mt-6 text-sm text-sale">{text.failed}</p>;
  const state = status.data;
  if (!state) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;

  // The provider's page replaces this one: the button stays busy until it has.
  const busy = request.isPending || request.isSuccess;
  const start = () =>
    request.mutate(window.location.href, {
      onSuccess: ({ checkUrl }) => {
        const check = new URL(checkUrl, window.location.href);
        check.searchParams.set('lang', language);
        window.location.assign(check.toString());
      },
    });

  if (state.avsStatus === 'accepted') {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <p role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4 font-semibold">
          {text.accepted}
        </p>
        <FlowDoneButton flow="avs" label={text.continue} />
      </div>
    );
  }
  if (state.avsStatus === 'pending') return <p role="status" className="mt-6 rounded-tile border border-line bg-surface-2 p-4 text-sm">{text.pending}</p>;
  return (
    <div className="mt-6 flex flex-col gap-4 text-sm">
      {state.avsStatus === 'rejected' ? (
        <p role="alert" className="rounded-tile border border-sale/40 bg-surface-2 p-4">
          {text.rejected.replace('{message}', state.avsRejectMessage ?? '')}
        </p>
      ) : (
        <p className="text-muted">{text.intro}</p>
      )}
      <button type="button" disabled={busy} onClick={start} className={PAY_SUBMIT_CLASS}>
        {busy ? text.starting : state.avsStatus === 'rejected' ? text.retry : text.start}
      </button>
    </div>
  );
}
