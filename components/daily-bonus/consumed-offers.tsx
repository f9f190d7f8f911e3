'use client';

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { currentAccessToken } from '@/lib/api/access-token';
import { formatMoney } from '@/lib/format/currency';
import { consumedOffersOptions } from '@/lib/queries/daily-bonus';
import type { DailyBonusText } from './daily-bonus-text';
import { effectText } from './offer-card';

/** A download link opened by the browser carries no header: §7 access_token goes as a query parameter. */
function withToken(path: string): string {
  const token = currentAccessToken();
  return token ? `${path}?access_token=${encodeURIComponent(token)}` : path;
}

/** §9 the guest's consumed offers (31, newest first), with merchandise codes and wallpaper downloads. */
export function ConsumedOffers({ locale, text }: { locale: Locale; text: DailyBonusText }) {
  const { data } = useQuery(consumedOffersOptions(locale));
  return (
    <section aria-labelledby="daily-bonus-consumed" role="region" className="flex flex-col gap-2">
      <h2 id="daily-bonus-consumed" className="text-lg font-semibold">
        {text.consumed}
      </h2>
      {data && data.length === 0 ? <p className="text-muted">{text.consumedNone}</p> : null}
      <ul className="flex flex-col gap-2">
        {(data ?? []).map((offer) => (
          <li key={offer.offerId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface p-3 ring-1 ring-line">
            <span className="font-mono text-sm text-muted">{offer.date}</span>
            <span className="font-medium">{text.kinds[offer.kind]}</span>
            <span className="text-sm">{effectText(text, offer.effect)}</span>
            {offer.paid ? <span className="text-sm text-muted">{text.paid.replace('{value}', formatMoney(offer.paid.value, 'EUR'))}</span> : null}
            {offer.code ? <span className="font-mono text-sm">{text.code.replace('{value}', offer.code)}</span> : null}
            {offer.wallpaper ? (
              <span className="flex gap-2 text-sm">
                {text.wallpaper}:
                {(['hd', 'fourK', 'mobile'] as const).map((variant) => (
                  <a key={variant} className="text-accent underline" href={withToken(offer.wallpaper?.[variant] ?? '')} download>
                    {text[variant]}
                  </a>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
