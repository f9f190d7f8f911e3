'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { vipBonusDaysOptions } from '@/lib/queries/vip';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type VipBonusDaysText = {
  visitor: string;
  loading: string;
  failed: string;
  none: string;
  /** "{days}" total. */
  total: string;
  /** "{date}" end of the running days. */
  activeUntil: string;
  permanent: string;
  /** "{days}" and "{date}" of one grant. */
  grant: string;
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * §3 bonus days in the VIP club: the VIP days granted to the logged-in guest (per guest, so a
 * client island; the page itself is the same for everyone).
 */
export function VipBonusDays({ locale, qmday, text }: { locale: Locale; qmday: string | null; text: VipBonusDaysText }) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const days = useQuery({ ...vipBonusDaysOptions(locale, qmday), enabled: loggedIn });
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  if (!loggedIn) return <p className="text-sm text-muted">{text.visitor}</p>;
  if (days.isError) return <p className="text-sm text-muted">{text.failed}</p>;
  if (!days.data) return <p className="text-sm text-muted">{text.loading}</p>;
  const data = days.data;
  if (data.grants.length === 0) return <p className="text-sm text-muted">{text.none}</p>;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="vip-bonus-days">
      <p className="font-semibold">{fill(text.total, { days: data.totalDays })}</p>
      {data.permanent ? <p>{text.permanent}</p> : data.activeUntil ? <p>{fill(text.activeUntil, { date: date(data.activeUntil) })}</p> : null}
      <ul className="flex flex-col gap-1 text-muted">
        {data.grants.map((grant) => (
          <li key={`${grant.grantedAt}-${grant.days}-${grant.validTo ?? ''}`}>{fill(text.grant, { days: grant.days, date: date(grant.grantedAt) })}</li>
        ))}
      </ul>
    </div>
  );
}
