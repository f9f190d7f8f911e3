import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { vrSubscribeText } from '@/components/newsletter/newsletter-text';
import { VrSubscribeBox } from '@/components/newsletter/vr-subscribe-box';
import { eventOfRequest } from '../_components/special-event-of-request';
import { EventVideos } from '@/components/special-events/event-videos';
import { vrEventVideos } from '../_components/special-event-videos';
import { SpecialEventHeader } from '@/components/special-events/special-event-header';
import { eventConfigSchemas } from '@/lib/contracts/events';
import { type PageQuery, testDayOfQuery } from '@/lib/server/activity/points-page-data';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'specialEvents.vrPorn' });
  return pageMetadata({ locale, pathname: '/magazine/vr-porn', title: routes('vrPorn'), description: t('meta') });
}

/**
 * §2 VR porn for the request's (test) day: its state told honestly, the videos standing in for VR
 * (landing-videos.ts says which), and while live the §3 VR porn newsletter (2048) to subscribe.
 */
export default async function VrPornPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const { event } = await eventOfRequest('vrPorn', query);
  const day = testDayOfQuery(query);
  const config = event ? eventConfigSchemas.vrPorn.safeParse(event.config) : null;
  const [routes, t, videos] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'specialEvents.vrPorn' }),
    pageViewerCountry().then((viewerCountry) => vrEventVideos(runtime().db, viewerCountry)),
  ]);
  const subscribable = event?.state === 'live' && config?.success ? config.data.newsletterType : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 pb-8">
      <SpecialEventHeader locale={locale} title={routes('vrPorn')} lead={t('lead')} event={event} />
      <p className="max-w-3xl text-pretty">{t(event?.state === 'live' ? 'textLive' : 'textOff')}</p>
      {subscribable ? (
        <VrSubscribeBox
          locale={locale}
          typeId={subscribable}
          qmday={day ? formatCalendarDay(day) : null}
          text={await vrSubscribeText(locale, event?.rewards.filter((reward) => reward.threshold === null) ?? [])}
        />
      ) : null}
      <EventVideos id="vr-porn-videos" heading={t('videos')} videos={videos} empty={t('empty')} />
    </div>
  );
}
