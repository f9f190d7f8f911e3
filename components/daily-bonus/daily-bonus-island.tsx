'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { DailyBonusDays, DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { formatMoney } from '@/lib/format/currency';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { claimOfferMutation, dailyBonusOptions } from '@/lib/queries/daily-bonus';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { ConsumedOffers } from './consumed-offers';
import { Countdown } from './countdown';
import type { DailyBonusText } from './daily-bonus-text';
import { OfferCard } from './offer-card';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; qmday: string | null; initial: DailyBonusDays; text: DailyBonusText };

/** YYYY-MM-DD `days` later (calendar arithmetic). */
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function offerOn(data: DailyBonusDays, day: string): DailyBonusOffer | null {
  return [data.yesterday, data.current, data.tomorrow].find((offer) => offer?.date === day) ?? null;
}

function DailyBonusBoard({ locale, qmday, initial, text }: Props) {
  const guest = useGuest();
  const { data = initial, refetch } = useQuery(dailyBonusOptions(locale, qmday, initial));
  // The day shown: the server's, moved on by the countdown at Berlin midnight (tomorrow's offer, which the page already has, becomes today's).
  const [day, setDay] = useState(initial.today);
  const [endsAt, setEndsAt] = useState(initial.endsAt);
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const claim = useMutation(claimOfferMutation(locale, qmday));

  const onMidnight = useCallback(() => {
    setDay((current) => shift(current, 1));
    // The next day's end: 24 hours on (23 or 25 on a DST day; the re-fetched answer corrects it).
    setEndsAt((current) => new Date(Date.parse(current) + 86_400_000).toISOString());
    void refetch().then(({ data: fresh }) => {
      if (fresh && fresh.today !== initial.today) setEndsAt(fresh.endsAt);
    });
  }, [refetch, initial.today]);

  const today = offerOn(data, day);
  const errorCode = claim.error instanceof ApiError ? claim.error.code : null;
  const onClaim = () => {
    if (!today) return;
    if (!isLoggedIn(guest)) return void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
    claim.mutate(today.id);
  };
  const taken = today?.purchased || claim.data?.offer.id === today?.id;

  return (
    <div className="flex flex-col gap-6" data-ends-at={endsAt}>
      <Countdown endsAt={endsAt} label={text.endsIn} onEnd={onMidnight} />
      <div className="grid gap-4 md:grid-cols-3">
        <OfferCard offer={offerOn(data, shift(day, -1))} heading={text.yesterday} text={text} testId="daily-bonus-yesterday" />
        <OfferCard offer={today} heading={text.today} text={text} highlight testId="daily-bonus-today">
          <button
            type="button"
            onClick={onClaim}
            disabled={claim.isPending || taken || today?.quantity === 0}
            className="min-h-10 rounded-full bg-accent px-4 font-medium text-on-accent disabled:opacity-60"
          >
            {taken ? text.claimed : today?.price ? text.buy.replace('{value}', formatMoney(today.price.value, 'EUR')) : text.claim}
          </button>
          {claim.isSuccess && claim.data.offer.id === today?.id ? (
            <p role="status" className="text-sm text-success">
              {text.claimedOk}
              {claim.data.code ? ` ${text.code.replace('{value}', claim.data.code)}` : ''}
            </p>
          ) : null}
          {claim.isError ? (
            <p role="alert" className="text-sm text-sale">
              {errorCode && errorCode in text.errors ? text.errors[errorCode as keyof DailyBonusText['errors']] : text.errors.failed}
            </p>
          ) : null}
        </OfferCard>
        <OfferCard offer={offerOn(data, shift(day, 1))} heading={text.tomorrow} text={text} testId="daily-bonus-tomorrow" />
      </div>
      {isLoggedIn(guest) ? <ConsumedOffers locale={locale} text={text} /> : <p className="text-sm text-muted">{text.login}</p>}
    </div>
  );
}

/** §3 the per-guest part of /daily-deals/: the offers with purchased flags, the claim, the countdown and the consumed offers. */
export function DailyBonusIsland(props: Props) {
  return (
    <QueryProvider>
      <DailyBonusBoard {...props} />
    </QueryProvider>
  );
}
