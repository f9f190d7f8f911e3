import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import type { TvSeriesDetail } from '@/lib/contracts/tv-mediathek';
import { mediathekDate } from './mediathek-format';

/** A series' header: picture, title (the page's h1), genre, episode and season counts, newest air date, description. */
export async function SeriesHeader({ series, locale, headingLevel = 1 }: { series: TvSeriesDetail; locale: Locale; headingLevel?: 1 | 2 }) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const picture = series.previewPicture;
  return (
    <header className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start md:gap-8">
      <Img
        src={picture.url}
        width={picture.width}
        height={picture.height}
        alt=""
        priority={headingLevel === 1}
        className="aspect-video w-full rounded-tile object-cover ring-1 ring-line"
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {series.premium ? <Badge tone="vip">{t('premium')}</Badge> : <Badge tone="free">{t('free')}</Badge>}
          <span>
            {t('genreLabel')}: {t(`genre.${series.genre}`)}
          </span>
        </p>
        <Heading className="mt-2 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">{series.title}</Heading>
        <p className="mt-1 text-sm text-muted">
          {t('episodes', { count: series.episodeCount })} · {t('seasons', { count: series.seasonCount })}
          {series.episodeCount > 0 ? (
            <>
              {' · '}
              <time dateTime={series.latestAt}>{t('latest', { date: mediathekDate(locale, series.latestAt) })}</time>
            </>
          ) : null}
        </p>
        <p className="mt-3 max-w-prose whitespace-pre-line text-pretty text-fg/90">{series.description || series.teaser}</p>
      </div>
    </header>
  );
}
