import type { Locale } from '@/i18n/routing';
import type { Vip30Month } from '@/lib/contracts/vip';
import { formatMoney } from '@/lib/format/currency';

type Text = { heading: string; lead: string; month: string; videos: string; value: string };

/** "2026-03" as the language writes a month ("March 2026"). */
export function monthName(locale: Locale, month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 15)));
}

/** §7 VIP30 value history on the VIP club page: one row per past month, newest first. */
export function Vip30HistoryTable({ locale, months, text }: { locale: Locale; months: readonly Vip30Month[]; text: Text }) {
  return (
    <section aria-labelledby="vip30-history" className="flex flex-col gap-3">
      <h2 id="vip30-history" className="text-lg font-semibold sm:text-xl">
        {text.heading}
      </h2>
      <p className="text-sm text-muted">{text.lead}</p>
      <table className="w-full max-w-xl text-sm" aria-labelledby="vip30-history">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {text.month}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {text.videos}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {text.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {monthName(locale, row.month)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{row.videos}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{formatMoney(row.value.value, row.value.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
