import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { videoPageSeo } from '@/components/video/video-seo';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { VideoDetail } from '@/lib/contracts/video';
import { testDayOfQuery } from '@/lib/server/activity/points-page-data';
import { publicOrigin } from '@/lib/server/env';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { redirectGoneVideo } from './_components/gone-video';
import { loadMoreFrom, loadVideo } from './_components/load-video';
import { VideoDetailView } from './_components/video-detail-view';
import { VideoJsonLd } from './_components/video-json-ld';

type Props = {
  params: Promise<{ locale: string; actorName: string; videoId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const routeParams = (video: VideoDetail) => ({ actorName: video.model.slug, videoId: String(video.id) });

async function detailSeo(locale: Locale, video: VideoDetail) {
  const t = await getTranslations({ locale, namespace: 'VideoDetail' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(video.releasedAt));
  const values = { title: video.title, name: video.model.name };
  return videoPageSeo(locale, 'videoDetail', values, {
    title: t('metaTitle', values),
    description: t('metaDescription', { ...values, duration: Math.max(1, Math.round(video.duration / 60)), date }),
  });
}

/** The video of this URL: 404 when unknown, unreleased, banned (§6) or not hers. */
async function videoOf({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { actorName, videoId } = await params;
  // §2 a test day (qmday) prices the daily deal and places the contest entry on that day.
  const testDay = testDayOfQuery(await searchParams);
  const video = await loadVideo(videoId, locale, testDay ? formatCalendarDay(testDay) : null);
  const name = decodeSegment(actorName);
  if (!video || name.toLowerCase() !== video.model.slug) return { locale, video: null, canonicalName: true };
  return { locale, video, canonicalName: name === video.model.slug };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, video } = await videoOf(props);
  if (!video) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const seo = await detailSeo(locale, video);
  return pageMetadata({
    locale,
    pathname: '/amateur/[actorName]/video/[videoId]',
    params: routeParams(video),
    title: seo.title,
    description: seo.description,
    images: [video.previewImages.w1280.url],
    ogType: 'video.other',
  });
}

/** §2 video detail (/amateur/{actorName}/video/{videoId}/). */
export default async function VideoDetailPage(props: Props) {
  const { locale, video, canonicalName } = await videoOf(props);
  // §3: a gone video of a performer who is still here leads to her videos (the not-found bar).
  if (!video) return redirectGoneVideo(locale, await props.params);
  // §2: actor names are lowercased in links; another spelling redirects to the canonical URL.
  if (!canonicalName) redirect({ href: { pathname: '/amateur/[actorName]/video/[videoId]', params: routeParams(video) }, locale });
  const more = await loadMoreFrom(video);
  return (
    <>
      <VideoJsonLd
        video={video}
        origin={publicOrigin()}
        pageUrl={localizedPath(locale, '/amateur/[actorName]/video/[videoId]', routeParams(video))}
        profileUrl={localizedPath(locale, '/amateur/[actorName]', { actorName: video.model.slug })}
      />
      <VideoDetailView video={video} more={more} />
    </>
  );
}
