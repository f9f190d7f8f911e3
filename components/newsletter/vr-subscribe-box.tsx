'use client';

import { useMutation } from '@tanstack/react-query';
import type { PersonalGateText } from '@/components/personal/login-prompt';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { GuestProfile, NewsletterTypeId } from '@/lib/contracts/personal';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import { fill } from '@/lib/format/fill';
import { fillCount } from '@/lib/format/fill-count';
import { newsletterMutation } from '@/lib/queries/newsletter';
import { NewsletterGate } from './newsletter-gate';

export type VrSubscribeText = {
  gate: PersonalGateText;
  heading: string;
  text: string;
  /** "Subscribe during the VR weeks and get 1 video voucher …", or null when subscribing wins nothing. */
  offer: string | null;
  subscribe: string;
  /** "Thank you! {reward} is waiting in your benefits." */
  won: string;
  /** §3 reward types as plural templates ({amount}). */
  rewardTypes: Record<RewardEntry['type'], string>;
  /** "You get the VR porn newsletter at {email}." */
  subscribed: string;
  manage: string;
  /** The unsubscribe page in the page's language (no next-intl in client components). */
  manageHref: string;
  failed: string;
};

/** typeId: the event config's newsletterType (§3 VR porn, 2048); qmday: the page's §2 test day. */
type Props = { locale: Locale; typeId: NewsletterTypeId; qmday: string | null; text: VrSubscribeText };

/** Subscribed or not as the server says; a refused subscribe shows an error and stays not subscribed (§8). */
function Subscribe({ locale, typeId, qmday, text, profile }: Props & { profile: GuestProfile }) {
  const subscribe = useMutation(newsletterMutation(locale, profile));
  if (profile.newsletterTypes.includes(typeId)) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="status" data-testid="vr-newsletter-subscribed">
          {fill(text.subscribed, { email: profile.email })}
        </p>
        {(subscribe.data?.eventRewards ?? []).map((reward) => (
          <p key={reward.id} data-testid="vr-newsletter-reward" className="font-semibold text-accent">
            {fill(text.won, { reward: fillCount(text.rewardTypes[reward.type], { amount: reward.amount }, locale) })}
          </p>
        ))}
        <a href={text.manageHref} className="text-sm text-accent underline">
          {text.manage}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={buttonStyles.primary} disabled={subscribe.isPending} onClick={() => subscribe.mutate({ typeId, subscribed: true, qmday })}>
        {text.subscribe}
      </button>
      {subscribe.isError ? (
        <p role="alert" className="text-sm text-sale">
          {text.failed}
        </p>
      ) : null}
    </div>
  );
}

/** §2 VR porn while live: its §3 newsletter (type 2048) for a logged-in guest; a visitor gets the login door (§6). */
export function VrSubscribeBox(props: Props) {
  return (
    <section aria-labelledby="vr-newsletter" className="flex flex-col gap-3 rounded-tile border border-line bg-surface p-5">
      <h2 id="vr-newsletter" className="text-lg font-semibold">
        {props.text.heading}
      </h2>
      <p className="text-sm text-muted">{props.text.text}</p>
      {props.text.offer ? <p className="font-medium">{props.text.offer}</p> : null}
      <QueryProvider>
        <NewsletterGate locale={props.locale} gate={props.text.gate}>
          {(profile) => <Subscribe {...props} profile={profile} />}
        </NewsletterGate>
      </QueryProvider>
    </section>
  );
}
