import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { TvPost } from '@/lib/contracts/tv-mediathek';
import { localizedPath } from '@/lib/seo/metadata';
import { mediathekDate } from './mediathek-format';
import { seriesPath } from './series-tile';

/** A TV post: its series (or the channel), date, title, teaser, picture, the body, the way back. */
export async function TvPostView({ post, locale }: { post: TvPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const series = post.seriesKey && post.seriesTitle ? { key: post.seriesKey, title: post.seriesTitle } : null;
  return (
    <article className="pb-10">
      <header className="max-w-3xl">
        <p className="text-sm text-muted">
          {series ? (
            <AppLink href={seriesPath(locale, series.key)} className="font-medium text-accent hover:underline">
              {series.title}
            </AppLink>
          ) : (
            t('postChannel')
          )}{' '}
          · <time dateTime={post.publishedAt}>{mediathekDate(locale, post.publishedAt)}</time>
        </p>
        <h1 className="mt-2 break-words text-2xl font-bold tracking-tight text-balance sm:text-3xl">{post.title}</h1>
        <p className="mt-2 text-muted text-pretty">{post.teaser}</p>
      </header>
      <Img
        src={post.picture.url}
        width={post.picture.width}
        height={post.picture.height}
        alt=""
        priority
        className="mt-6 aspect-video w-full max-w-3xl rounded-tile object-cover ring-1 ring-line"
      />
      <div
        className="mt-6 max-w-prose break-words text-pretty leading-relaxed text-fg/90 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-fg [&_p]:mt-3"
        // Rendered on the server from structured blocks, every text escaped (get-article.ts).
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        {series ? (
          <AppLink href={seriesPath(locale, series.key)} className="text-accent hover:underline">
            {t('postSeries', { title: series.title })}
          </AppLink>
        ) : null}
        <AppLink href={localizedPath(locale, '/tv/media/series')} className="text-accent hover:underline">
          {t('toSeriesOverview')}
        </AppLink>
      </p>
    </article>
  );
}
