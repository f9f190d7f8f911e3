import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { eventOfRequest } from '../_components/special-event-of-request';
import { EventVideos } from '@/components/special-events/event-videos';
import { categoryLandingVideos } from '../_components/special-event-videos';
import { SpecialEventHeader } from '@/components/special-events/special-event-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { eventConfigSchemas } from '@/lib/contracts/events';
import type { PageQuery } from '@/lib/server/activity/points-page-data';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'specialEvents.cumOn' });
  return pageMetadata({ locale, pathname: '/magazine/cum-on', title: routes('cumOn'), description: t('meta') });
}

/**
 * §2 cum on: the event's landing page for the request's (test) day. Its state told honestly, and
 * the newest videos of the category its config names (landingCategory), linking to that category.
 */
export default async function CumOnPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { event } = await eventOfRequest('cumOn', await searchParams);
  const config = event ? eventConfigSchemas.cumOn.safeParse(event.config) : null;
  const [routes, t, landing] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'specialEvents.cumOn' }),
    config?.success
      ? pageViewerCountry().then((viewerCountry) => categoryLandingVideos(runtime().db, config.data.landingCategory, { language: locale, viewerCountry }))
      : null,
  ]);
  const category = landing?.category ?? null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 pb-8">
      <SpecialEventHeader locale={locale} title={routes('cumOn')} lead={t('lead')} event={event} />
      <p className="max-w-3xl text-pretty">{t(event?.state === 'live' ? 'textLive' : 'textOff')}</p>
      {category ? (
        <EventVideos
          id="cum-on-videos"
          heading={t('videos', { category: category.name })}
          videos={landing?.videos ?? []}
          empty={t('empty')}
          more={
            <Link href={{ pathname: '/categories/[categorySlug]', params: { categorySlug: category.slug } }} className={`${buttonStyles.secondary} self-start`}>
              {t('toCategory', { category: category.name })}
            </Link>
          }
        />
      ) : null}
    </div>
  );
}
