import { Img } from '@/components/ui/img';
import { getLocale, getTranslations } from 'next-intl/server';
import { purchaseText } from '@/components/purchase/purchase-text';
import { VideoRail } from '@/components/video/video-rail';
import { RatingButtons } from '@/components/social/rating-buttons';
import { RatingIsland } from '@/components/social/rating-island';
import { videoTileLabels } from '@/components/video/video-tile-labels';
import { WatchArea } from '@/components/video/watch-area';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { VideoDetail, VideoTile } from '@/lib/contracts/video';
import { formatMoney } from '@/lib/format/currency';
import { formatDuration } from '@/lib/format/duration';
import { VideoContestLine } from './video-contest-line';
import { VideoPrice } from './video-price';
import { VideoStills } from './video-stills';
import { watchTexts } from './watch-texts';

type VideoDetailViewProps = { video: VideoDetail; more: readonly VideoTile[] };

/**
 * §2 video detail: the watch area (large preview, then the buy button or the player), the strip
 * of stills, title, performer, price (base price and discount), the rating (likes and dislikes
 * once, in VideoRating), duration, release date, tags and description, then more from her.
 */
export async function VideoDetailView({ video, more }: VideoDetailViewProps) {
  const t = await getTranslations('VideoDetail');
  const r = await getTranslations('VideoRating');
  const share = await getTranslations('share');
  const ratingText = { group: r('group'), like: r('like'), dislike: r('dislike'), failed: r('failed') };
  const locale = (await getLocale()) as Locale;
  const texts = await watchTexts();
  const released = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(video.releasedAt));
  const profileHref = { pathname: '/amateur/[actorName]', params: { actorName: video.model.slug } } as const;
  const preview = video.previewImages.w1280;
  const facts = [
    { id: 'duration', label: t('duration'), value: formatDuration(video.duration) },
    { id: 'released', label: t('released'), value: released },
    { id: 'age', label: t('ageRating'), value: t('ageRatingValue', { age: video.ageRating }) },
  ];
  const kinds = [video.camRecording ? t('camRecording') : null, video.classic ? t('classic') : null].filter((k): k is string => k !== null);

  return (
    <article className="pb-6">
      {/* Phone: preview, facts, stills. From 992 px: preview and stills left, facts right. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] md:grid-rows-[auto_1fr] md:gap-x-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        {/* Preview, buy button and player: the client decides for this guest. */}
        <div className="min-w-0 md:col-start-1 md:row-start-1">
          <WatchArea
            locale={locale}
            video={{ id: video.id, title: video.title, free: video.free, ageRating: video.ageRating, poster: preview.url, thumbnails: video.previewThumbnails }}
            buy={{ priceFormatted: formatMoney(video.price.value, video.price.currency), text: await purchaseText() }}
            text={texts.watch}
            playerText={texts.player}
          >
            {/* The largest image of the page: loaded at once, its box reserved by width and height. */}
            <Img
              src={preview.url}
              width={preview.width}
              height={preview.height}
              alt={t('previewAlt', { title: video.title })}
              priority
              className="aspect-video w-full object-cover"
            />
          </WatchArea>
        </div>
        <div className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-span-2 md:row-start-1">
          <header>
            <h1 className="break-words text-2xl font-bold tracking-tight text-balance sm:text-3xl">{video.title}</h1>
            <p className="mt-2 text-sm text-muted">
              {t('model')}:{' '}
              <Link href={profileHref} className="font-medium text-accent hover:underline" data-testid="video-model-link">
                {video.model.name}
              </Link>
            </p>
            {kinds.length > 0 ? <p className="mt-1 text-xs text-muted">{kinds.join(' · ')}</p> : null}
            <VideoContestLine info={video.contestInfo} />
          </header>
          <VideoPrice video={video} />
          <RatingIsland
            subject="video"
            rating={{ locale, videoId: video.id, likes: video.rating.likes, dislikes: video.rating.dislikes, text: ratingText }}
          >
            <RatingButtons rating={{ likes: video.rating.likes, dislikes: video.rating.dislikes, mine: null }} failed={false} text={ratingText} testId="video" />
          </RatingIsland>
          {/* §7 sendVideoShareEmail: a link that opens the share box (components/boxes/box-links.ts), no script of its own. */}
          <a
            href={`?box=videoShare&videoId=${video.id}`}
            data-box-link=""
            rel="nofollow"
            className="inline-flex min-h-10 w-fit items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-line hover:ring-accent"
          >
            {share('button')}
          </a>
          <dl aria-label={t('facts')} className="grid grid-cols-2 gap-px overflow-hidden rounded-tile bg-line ring-1 ring-line">
            {facts.map((fact) => (
              // An odd last fact fills its row: no empty cell in the grid's line colour.
              <div key={fact.id} className="bg-surface px-3 py-2.5 last:odd:col-span-2">
                <dt className="text-xs text-muted">{fact.label}</dt>
                <dd className="text-sm font-medium tabular-nums text-fg">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {video.tags.length > 0 ? (
            <section aria-labelledby="video-tags">
              <h2 id="video-tags" className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">
                {t('tags')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {video.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      href={{
                        pathname: '/amateur/[actorName]/videos/tag/[tagGroup]',
                        params: { actorName: video.model.slug, tagGroup: tag.tagGroup },
                      }}
                      className="inline-flex min-h-9 items-center rounded-full bg-surface-2 px-3 text-sm text-fg ring-1 ring-line hover:text-accent hover:ring-accent/60"
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="video-stills" className="min-w-0 md:col-start-1 md:row-start-2">
          <h2 id="video-stills" className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted">
            {t('stillsHeading')}
          </h2>
          <VideoStills labelledBy="video-stills" stills={video.previewThumbnails} altFor={(i) => t('stillAlt', { number: i + 1, title: video.title })} />
        </section>
      </div>

      <section aria-labelledby="video-description" className="mt-8 max-w-3xl">
        <h2 id="video-description" className="mb-2 text-lg font-semibold">
          {t('description')}
        </h2>
        <p className="whitespace-pre-line text-pretty text-fg/90">{video.description.trim() || t('noDescription')}</p>
      </section>

      {more.length > 0 ? (
        <section aria-labelledby="video-more" className="below-first-view mt-10">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="video-more" className="text-lg font-semibold sm:text-xl">
              {t('moreFrom', { name: video.model.name })}
            </h2>
            <Link
              href={{ pathname: '/amateur/[actorName]/videos', params: { actorName: video.model.slug } }}
              className="shrink-0 text-sm font-medium text-accent hover:underline"
            >
              {t('allFrom', { name: video.model.name })}
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
          <VideoRail videos={more} labels={await videoTileLabels()} />
        </section>
      ) : null}
    </article>
  );
}
