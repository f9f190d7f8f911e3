import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { TvSeries } from '@/lib/contracts/tv-mediathek';
import { localizedPath } from '@/lib/seo/metadata';
import { TvPoster } from './tv-poster';

export const seriesPath = (locale: Locale, key: string) => localizedPath(locale, '/tv/mediathek/[series]', { series: key });

/** A series tile (§3 TV series): preview picture with the premium badge, title, episode count. */
export async function SeriesTile({ series, locale, eager = false }: { series: TvSeries; locale: Locale; eager?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const picture = series.previewPicture;
  const href = seriesPath(locale, series.key);
  const access = series.premium ? t('premium') : t('free');
  return (
    <article className="group flex h-full flex-col">
      <TvPoster href={href} picture={picture} premium={series.premium} access={access} eager={eager} />
      <h3 className="mt-2 line-clamp-2 text-sm font-semibold leading-snug break-words sm:text-base">
        <AppLink href={href} className="text-fg hover:text-accent">
          {series.title}
        </AppLink>
      </h3>
      <p className="text-xs text-muted">
        <span className="sr-only">{access}, </span>
        {t('episodes', { count: series.episodeCount })}
      </p>
    </article>
  );
}

/** §2 TV tile grid: two columns on a phone, three from 640 px, four from 1024 px. */
export function SeriesGrid({ series, locale, eagerCount = 0 }: { series: readonly TvSeries[]; locale: Locale; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-4">
      {series.map((item, index) => (
        <li key={item.id} className="min-w-0">
          <SeriesTile series={item} locale={locale} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
