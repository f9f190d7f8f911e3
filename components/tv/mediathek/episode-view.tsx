import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/layout/section-heading';
import { QueryProvider } from '@/components/providers/query-provider';
import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { MediathekEpisode, MediathekVideo } from '@/lib/contracts/tv-mediathek';
import { formatDuration } from '@/lib/format/duration';
import { formatNumber } from '@/lib/format/number';
import { EpisodeGrid } from './episode-tile';
import { episodeTexts } from './episode-text';
import { EpisodeWatch } from './episode-watch';
import { mediathekDate, mediathekRating } from './mediathek-format';
import { seriesPath } from './series-tile';

type Props = { episode: MediathekEpisode; more: readonly MediathekVideo[]; locale: Locale; /** The TV subscription's price, formatted (§2 flow vxtvabo). */ tvPrice: string };

/**
 * The episode page's body: the watch island (preview, then the player or the offer) beside the
 * title, series link, season and episode and the facts; then the description and the
 * recommendations. Everything but the island is the same for every viewer (page cache).
 */
export async function EpisodeView({ episode, more, locale, tvPrice }: Props) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const texts = await episodeTexts(locale, tvPrice);
  const picture = episode.previewPicture;
  const facts = [
    { id: 'duration', label: t('duration'), value: formatDuration(episode.duration) },
    { id: 'aired', label: t('aired'), value: mediathekDate(locale, episode.airedAt) },
    { id: 'age', label: t('ageRating'), value: t('fskValue', { age: episode.fsk }) },
    { id: 'access', label: t('access'), value: episode.premium ? t('premium') : t('free') },
    { id: 'views', label: t('views'), value: formatNumber(episode.views) },
    { id: 'rating', label: t('rating'), value: t('ratingValue', { rating: mediathekRating(locale, episode.rating) }) },
  ];
  return (
    <article className="pb-10">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] md:gap-x-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="min-w-0">
          <QueryProvider>
            <EpisodeWatch
              locale={locale}
              episode={{ id: episode.id, title: episode.title, poster: picture.url }}
              text={texts.watch}
              playerText={texts.player}
            >
              <Img
                src={picture.url}
                width={picture.width}
                height={picture.height}
                alt={t('previewAlt', { title: episode.title })}
                priority
                className="aspect-video w-full object-cover"
              />
            </EpisodeWatch>
          </QueryProvider>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <header>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {episode.premium ? <Badge tone="vip">{t('premium')}</Badge> : <Badge tone="free">{t('free')}</Badge>}
              <AppLink href={seriesPath(locale, episode.seriesKey)} className="font-medium text-accent hover:underline" data-testid="episode-series-link">
                {episode.seriesTitle}
              </AppLink>
            </p>
            <h1 className="mt-2 break-words text-2xl font-bold tracking-tight text-balance sm:text-3xl">{episode.title}</h1>
            <p className="mt-1 text-sm text-muted">{t('seasonEpisodeLong', { season: episode.season, episode: episode.episode })}</p>
          </header>
          <dl aria-label={t('facts')} className="grid grid-cols-2 gap-px overflow-hidden rounded-tile bg-line ring-1 ring-line">
            {facts.map((fact) => (
              <div key={fact.id} className="bg-surface px-3 py-2.5">
                <dt className="text-xs text-muted">{fact.label}</dt>
                <dd className="text-sm font-medium tabular-nums text-fg">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <section aria-labelledby="episode-description" className="mt-8 max-w-3xl">
        <h2 id="episode-description" className="mb-2 text-lg font-semibold">
          {t('description')}
        </h2>
        <p className="whitespace-pre-line text-pretty text-fg/90">{episode.description.trim() || t('noDescription')}</p>
      </section>

      {more.length > 0 ? (
        <section aria-labelledby="episode-more" className="mt-10">
          <SectionHeading id="episode-more" title={t('recommendations')} />
          <EpisodeGrid videos={more} locale={locale} showSeries five />
        </section>
      ) : null}
    </article>
  );
}
