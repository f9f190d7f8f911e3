'use client';

import { useQuery } from '@tanstack/react-query';
import { studioEarningsOptions } from '@/lib/queries/studio-account';
import { useStudio, useStudioT } from './studio-context';

/** Her earnings account: balance and the last 50 entries, amounts formatted by the server (§9). */
export function StudioEarnings() {
  const { locale } = useStudio();
  const t = useStudioT();
  const earnings = useQuery(studioEarningsOptions(locale));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const data = earnings.data;
  return (
    <section aria-labelledby="studio-earnings-title" className="space-y-4">
      <h1 id="studio-earnings-title" className="text-2xl font-bold">
        {t('earnings.title')}
      </h1>
      <div className="rounded-lg border border-line bg-surface p-4">
        <p className="text-sm text-muted">{t('earnings.balance')}</p>
        <p className="text-3xl font-bold">{data?.balanceFormatted ?? '…'}</p>
      </div>
      <h2 className="text-lg font-semibold">{t('earnings.latest')}</h2>
      {data && data.entries.length === 0 ? <p className="text-muted">{t('earnings.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('earnings.date')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('earnings.what')}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t('earnings.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-line">
                  <td className="whitespace-nowrap px-3 py-2 text-muted">{date.format(new Date(entry.createdAt))}</td>
                  <td className="px-3 py-2">
                    {t(`earnings.kind.${entry.kind}`)}
                    {entry.title ? <span className="text-muted"> · {entry.title}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">{entry.amountFormatted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
