import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ModelOfMonth } from '@/lib/contracts/daily-bonus';

type Props = { locale: Locale; models: ModelOfMonth[]; heading: string; empty: string };

/** §3/§9 models of the month: the performers of this month's daily bonus offers. */
export function ModelsOfMonth({ locale, models, heading, empty }: Props) {
  return (
    <section aria-labelledby="models-of-month" className="flex flex-col gap-3">
      <h2 id="models-of-month" className="text-lg font-semibold">
        {heading}
      </h2>
      {models.length === 0 ? <p className="text-muted">{empty}</p> : null}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {models.map((model) => (
          <li key={model.id}>
            <a href={hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: model.slug } })} className="flex flex-col items-center gap-1 text-sm">
              {/* eslint-disable-next-line @next/next/no-img-element -- the generated avatar, as on the other small lists */}
              <img src={model.avatar} alt="" width={96} height={96} loading="lazy" className="size-20 rounded-full object-cover" />
              <span className="font-medium">{model.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
