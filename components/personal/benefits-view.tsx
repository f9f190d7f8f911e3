'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import type { BenefitVoucher } from '@/lib/contracts/personal';
import { fill } from '@/lib/format/fill';
import { benefitsOptions } from '@/lib/queries/personal';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { fillHref } from './href-template';
import { LoadState, LoginPrompt, type PersonalGateText } from './login-prompt';

type CountKey = 'spinwheelSpins' | 'messengerGiftCount' | 'freeMessagesCount' | 'privateShowTickets' | 'chatShowTickets';

export type BenefitsText = {
  gate: PersonalGateText;
  counts: string;
  /** In the order they are shown. */
  countItems: { key: CountKey; label: string }[];
  vouchers: string;
  none: string;
  type: string;
  amount: string;
  validity: string;
  performers: string;
  /** §3 voucher types 1–10 by number. */
  types: Record<number, string>;
  minutes: string;
  validFrom: string;
  validTo: string;
  noExpiry: string;
  anyPerformer: string;
  toSpinwheel: string;
};

type Props = { locale: Locale; text: BenefitsText; actorHref: string; spinwheelHref: string };

/** §3 voucher type 2 counts seconds of video chat (voucher name chatSeconds): shown in minutes. */
const VIDEOCHAT = 2;

/** §3 benefits: the counts, then every voucher with its amount, validity and performers. */
export function BenefitsView({ locale, text, actorHref, spinwheelHref }: Props) {
  const guest = useGuest();
  const { data, isError, refetch } = useQuery({ ...benefitsOptions(locale), enabled: isLoggedIn(guest) });
  if (guest.status === 'anonymous') return <LoginPrompt text={text.gate} />;
  if (!data) return <LoadState text={text.gate} failed={isError} onRetry={() => void refetch()} />;

  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  const number = new Intl.NumberFormat(locale);
  const amount = (voucher: BenefitVoucher) => (voucher.type === VIDEOCHAT ? fill(text.minutes, { count: number.format(Math.floor(voucher.amount / 60)) }) : number.format(voucher.amount));
  const validity = (voucher: BenefitVoucher) => {
    const parts = [];
    if (new Date(voucher.validFrom) > new Date()) parts.push(fill(text.validFrom, { date: day.format(new Date(voucher.validFrom)) }));
    parts.push(voucher.validTo ? fill(text.validTo, { date: day.format(new Date(voucher.validTo)) }) : text.noExpiry);
    return parts.join(', ');
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="benefits-counts">
        <h2 id="benefits-counts" className="text-xl font-semibold">
          {text.counts}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {text.countItems.map(({ key, label }) => (
            <div key={key} className="flex flex-col-reverse gap-1 rounded-tile border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-3xl font-bold tabular-nums">{number.format(data[key])}</dd>
            </div>
          ))}
        </dl>
        {data.spinwheelSpins > 0 ? (
          <a href={spinwheelHref} className="mt-3 inline-block text-sm font-semibold text-accent hover:underline">
            {text.toSpinwheel}
          </a>
        ) : null}
      </section>
      <section aria-labelledby="benefits-vouchers">
        <h2 id="benefits-vouchers" className="text-xl font-semibold">
          {text.vouchers}
        </h2>
        {data.vouchers.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{text.none}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{text.type}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{text.amount}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{text.validity}</th>
                  <th scope="col" className="py-2 font-medium">{text.performers}</th>
                </tr>
              </thead>
              <tbody>
                {data.vouchers.map((voucher, index) => (
                  <tr key={`${voucher.type}-${voucher.validFrom}-${index}`} className="border-t border-line align-top">
                    <th scope="row" className="py-3 pr-3 font-medium">{text.types[voucher.type] ?? voucher.type}</th>
                    <td className="py-3 pr-3 text-right font-semibold tabular-nums">{amount(voucher)}</td>
                    <td className="py-3 pr-3 text-muted">{validity(voucher)}</td>
                    <td className="py-3">
                      {voucher.actors.length === 0
                        ? text.anyPerformer
                        : voucher.actors.map((actor, i) => (
                            <span key={actor.id}>
                              {i > 0 ? ', ' : null}
                              <a href={fillHref(actorHref, actor.slug)} className="text-accent hover:underline">
                                {actor.name}
                              </a>
                            </span>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
