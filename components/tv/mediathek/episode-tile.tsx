import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { MediathekVideo } from '@/lib/contracts/tv-mediathek';
import { formatDuration } from '@/lib/format/duration';
import { localizedPath } from '@/lib/seo/metadata';
import { TvPoster } from './tv-poster';

export const episodePath = (locale: Locale, video: Pick<MediathekVideo, 'seriesKey' | 'id'>) =>
  localizedPath(locale, '/tv/mediathek/[series]/[episode]', { series: video.seriesKey, episode: String(video.id) });

type EpisodeTileProps = { video: MediathekVideo; locale: Locale; eager?: boolean; showSeries?: boolean };

/** An episode tile (§3 mediathek video): poster with duration (§9 mm:ss) and free/premium badge, title, series and S/E. */
export async function EpisodeTile({ video, locale, eager = false, showSeries = false }: EpisodeTileProps) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const duration = formatDuration(video.duration);
  const picture = video.previewPicture;
  const href = episodePath(locale, video);
  const access = video.premium ? t('premium') : t('free');
  return (
    <article className="group flex h-full flex-col" data-testid="mediathek-episode">
      <TvPoster href={href} picture={picture} premium={video.premium} access={access} eager={eager}>
        <span data-testid="mediathek-duration" className="absolute bottom-1.5 right-1.5 rounded bg-black/75 px-1.5 py-0.5 text-[0.6875rem] font-medium tabular-nums text-white">
          {duration}
        </span>
      </TvPoster>
      <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug break-words">
        <AppLink href={href} className="text-fg hover:text-accent">
          {video.title}
        </AppLink>
      </h3>
      <p className="truncate text-xs text-muted">
        <span className="sr-only">
          {access}, {t('durationLabel', { duration })},{' '}
        </span>
        {showSeries ? `${video.seriesTitle} · ` : ''}
        {t('seasonEpisode', { season: video.season, episode: video.episode })} · {t('fskValue', { age: video.fsk })}
      </p>
    </article>
  );
}

type EpisodeGridProps = { videos: readonly MediathekVideo[]; locale: Locale; eagerCount?: number; showSeries?: boolean; /** Five in a row from 1024 px (§9 the 5 recommendations). */ five?: boolean };

/** §2 TV tile grid of episodes: two columns on a phone, three from 640 px, four (or five) from 1024 px. */
export function EpisodeGrid({ videos, locale, eagerCount = 0, showSeries = false, five = false }: EpisodeGridProps) {
  return (
    <ul className={`grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:gap-x-4 ${five ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {videos.map((video, index) => (
        <li key={video.id} className="min-w-0">
          <EpisodeTile video={video} locale={locale} eager={index < eagerCount} showSeries={showSeries} />
        </li>
      ))}
    </ul>
  );
}
