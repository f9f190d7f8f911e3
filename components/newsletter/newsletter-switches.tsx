'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PersonalGateText } from '@/components/personal/login-prompt';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { GuestProfile, NewsletterTypeId } from '@/lib/contracts/personal';
import { fill } from '@/lib/format/fill';
import { newsletterMutation, unsubscribeAllMutation } from '@/lib/queries/newsletter';
import { NewsletterGate } from './newsletter-gate';
import { NewsletterSwitch } from './newsletter-switch';

export type NewsletterItem = { typeId: NewsletterTypeId; label: string; hint: string };
export type NewsletterSwitchesText = {
  gate: PersonalGateText;
  /** §3 types in their order, named in the page language (built on the server). */
  items: NewsletterItem[];
  /** "Newsletters go to {email} only." */
  lead: string;
  subscribed: string;
  unsubscribed: string;
  failed: string;
  all: string;
  allDone: string;
  none: string;
};

type Props = { locale: Locale; text: NewsletterSwitchesText };

/** The switches of one logged-in guest; each shows what the server answered, never a guess. */
function Switches({ locale, text, profile }: Props & { profile: GuestProfile }) {
  const one = useMutation(newsletterMutation(locale, profile));
  const all = useMutation(unsubscribeAllMutation(locale, profile));
  const [done, setDone] = useState('');
  const busy = one.isPending || all.isPending;
  const failed = one.isError || all.isError;

  const toggle = (item: NewsletterItem, subscribed: boolean) => {
    setDone('');
    all.reset();
    one.mutate({ typeId: item.typeId, subscribed }, { onSuccess: () => setDone(fill(subscribed ? text.subscribed : text.unsubscribed, { name: item.label })) });
  };
  const unsubscribeAll = () => {
    setDone('');
    one.reset();
    all.mutate(profile.newsletterTypes, { onSuccess: () => setDone(text.allDone) });
  };

  return (
    <section className="flex flex-col gap-4 rounded-tile border border-line bg-surface p-5" data-testid="newsletter-switches">
      <p className="text-sm text-muted">{fill(text.lead, { email: profile.email })}</p>
      <ul className="divide-y divide-line">
        {text.items.map((item) => (
          <NewsletterSwitch key={item.typeId} {...item} checked={profile.newsletterTypes.includes(item.typeId)} disabled={busy} onChange={(on) => toggle(item, on)} />
        ))}
      </ul>
      {profile.newsletterTypes.length > 0 ? (
        <button type="button" className={`${buttonStyles.secondary} self-start`} disabled={busy} onClick={unsubscribeAll}>
          {text.all}
        </button>
      ) : (
        <p className="text-sm text-muted">{text.none}</p>
      )}
      <p role="status" className="text-sm">
        {done}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-sale">
          {text.failed}
        </p>
      ) : null}
    </section>
  );
}

/**
 * §2 newsletter unsubscribe: the guest's §3 newsletters (contests, late night, VIP club, VR porn)
 * each with a switch, and "unsubscribe from all", through §7 newsletter/subscribe and /unsubscribe.
 */
export function NewsletterSwitches(props: Props) {
  return (
    <QueryProvider>
      <NewsletterGate locale={props.locale} gate={props.text.gate}>
        {(profile) => <Switches {...props} profile={profile} />}
      </NewsletterGate>
    </QueryProvider>
  );
}
