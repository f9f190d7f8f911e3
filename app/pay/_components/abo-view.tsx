'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { SubscriptionFlow } from '@/lib/contracts/subscriptions';
import { subscriptionsOptions } from '@/lib/queries/guest';
import { payAcceptOfferMutation, payCancelSubscriptionMutation, paySubscribeMutation } from '@/lib/queries/pay-subscriptions';
import { FlowDoneButton, GuestGate } from './guest-gate';
import { PAY_SUBMIT_CLASS } from './pay-field';

export type AboText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  /** Per flow: what it is and what it costs, the price filled in on the server. */
  offer: Record<string, string>;
  start: string;
  starting: string;
  insufficient: string;
  toTopUp: string;
  already: string;
  failed: string;
  /** "{kind} running until {date}" */
  running: string;
  renews: string;
  ends: string;
  cancel: string;
  offerTitle: string;
  offerBody: string;
  takeOffer: string;
  cancelAnyway: string;
  offerTaken: string;
  cancelled: string;
  done: string;
  continue: string;
  kinds: Record<'vip' | 'tv', string>;
};

type Props = { language: Locale; text: AboText; loginHref: string; paymentHref: string; flow: SubscriptionFlow };

/**
 * §2 abo and vxabo views: VIP, trial VIP and the TV subscription paid from the balance; the
 * running subscription with its renewal, the cancellation offer before cancelling (§7
 * acceptCancellationOffer, sent only with a guest id).
 */
export function AboView(props: Props) {
  return (
    <GuestGate text={props.text} loginHref={props.loginHref}>
      <AboState {...props} />
    </GuestGate>
  );
}

type Message = { kind: 'error' | 'insufficient' | 'info'; text: string };

function AboState({ language, text, paymentHref, flow }: Props) {
  const subscriptions = useQuery(subscriptionsOptions(language));
  const subscribe = useMutation(paySubscribeMutation(language));
  const acceptOffer = useMutation(payAcceptOfferMutation(language));
  const cancelSubscription = useMutation(payCancelSubscriptionMutation(language));
  const [message, setMessage] = useState<Message | null>(null);
  const [offering, setOffering] = useState(false);

  const state = subscriptions.data;
  if (!state) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;

  const busy = subscribe.isPending || acceptOffer.isPending || cancelSubscription.isPending;
  const started = subscribe.data?.priceFormatted ?? null;
  const kind = flow === 'vxtvabo' ? 'tv' : 'vip';
  const running = state.subscriptions.find((subscription) => subscription.kind === kind);
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const failed = () => setMessage({ kind: 'error', text: text.failed });

  const start = () => {
    setMessage(null);
    subscribe.mutate(flow, {
      onError: (caught) => {
        if (caught instanceof ApiError && caught.code === 'INSUFFICIENT_FUNDS') setMessage({ kind: 'insufficient', text: text.insufficient });
        else if (caught instanceof ApiError && caught.code === 'ALREADY_SUBSCRIBED') setMessage({ kind: 'error', text: text.already });
        else failed();
      },
    });
  };

  const takeOffer = () =>
    acceptOffer.mutate(undefined, {
      onSuccess: (answer) => {
        setOffering(false);
        setMessage({ kind: 'info', text: answer.accepted_offer && answer.accepted_offer_info ? text.offerTaken.replace('{date}', date(answer.accepted_offer_info)) : text.failed });
      },
      onError: failed,
    });

  const cancel = () =>
    cancelSubscription.mutate(kind, {
      onSuccess: () => {
        setOffering(false);
        setMessage({ kind: 'info', text: text.cancelled });
      },
      onError: failed,
    });

  const notice = message ? (
    <p role={message.kind === 'info' ? 'status' : 'alert'} className={`text-sm ${message.kind === 'info' ? '' : 'text-sale'}`}>
      {message.text}
      {message.kind === 'insufficient' ? (
        <>
          {' '}
          <a href={paymentHref} className="font-semibold text-accent underline-offset-4 hover:underline">
            {text.toTopUp}
          </a>
        </>
      ) : null}
    </p>
  ) : null;

  if (running) {
    return (
      <div className="mt-6 flex flex-col gap-4 text-sm">
        <div role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4">
          {started ? <p className="text-lg font-semibold">{text.done.replace('{price}', started)}</p> : null}
          <p className="font-semibold">{text.running.replace('{kind}', text.kinds[kind]).replace('{date}', date(running.currentPeriodEnd))}</p>
          <p className="mt-1 text-muted">{running.autoRenew ? text.renews.replace('{price}', running.renewalPriceFormatted) : text.ends}</p>
        </div>
        {notice}
        {offering ? (
          <section aria-labelledby="abo-offer" className="rounded-tile border border-accent/50 p-4">
            <h2 id="abo-offer" className="font-semibold">
              {text.offerTitle}
            </h2>
            <p className="mt-1 text-muted">{text.offerBody}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" disabled={busy} onClick={takeOffer} className={PAY_SUBMIT_CLASS}>
                {text.takeOffer}
              </button>
              <button type="button" disabled={busy} onClick={cancel} className="rounded-full border border-line px-5 py-2.5 font-semibold">
                {text.cancelAnyway}
              </button>
            </div>
          </section>
        ) : null}
        {running.autoRenew && !offering ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => (running.offerAvailable ? setOffering(true) : cancel())}
            className="self-start rounded-full border border-line px-5 py-2.5 font-semibold hover:border-accent"
          >
            {text.cancel}
          </button>
        ) : null}
        <FlowDoneButton flow={flow} label={text.continue} />
      </div>
    );
  }

  return (
    <div className="mt-6 flex flex-col gap-4 text-sm">
      <p>{text.offer[flow]}</p>
      {notice}
      <button type="button" disabled={busy} onClick={start} className={PAY_SUBMIT_CLASS}>
        {busy ? text.starting : text.start}
      </button>
    </div>
  );
}
