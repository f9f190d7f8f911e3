import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { EpisodeView } from '@/components/tv/mediathek/episode-view';
import { formatMoney } from '@/lib/format/currency';
import { publicOrigin } from '@/lib/server/env';
import { plans } from '@/lib/server/subscriptions/plans';
import { runtime } from '@/lib/server/runtime';
import { recommendations } from '@/lib/server/tv/mediathek/recommendations';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { loadEpisode } from '../../_components/load-mediathek';
import { seriesCrumbs } from '../../_components/series-crumbs';

type Props = { params: Promise<{ locale: string; series: string; episode: string }> };

async function episodeOf(params: Props['params']) {
  const locale = await pageLocale(params);
  const { series, episode } = await params;
  return { locale, episode: await loadEpisode(decodeSegment(series), decodeSegment(episode), locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, episode } = await episodeOf(params);
  if (!episode) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const values = { title: episode.title, series: episode.seriesTitle, season: episode.season, episode: episode.episode };
  return pageMetadata({
    locale,
    pathname: '/tv/mediathek/[series]/[episode]',
    params: { series: episode.seriesKey, episode: String(episode.id) },
    title: t('episodeMetaTitle', values),
    description: t('episodeMetaDescription', { ...values, minutes: Math.max(1, Math.round(episode.duration / 60)) }),
    images: [episode.previewPicture.url],
    ogType: 'video.other',
  });
}

/** §2 a mediathek episode: the player or the offer for this viewer, its facts, 5 recommendations (§9). */
export default async function TvMediathekEpisodePage({ params }: Props) {
  const { locale, episode } = await episodeOf(params);
  if (!episode) notFound();
  const more = await recommendations(runtime().db, episode.id, locale);
  const here = {
    name: episode.title,
    url: localizedPath(locale, '/tv/mediathek/[series]/[episode]', { series: episode.seriesKey, episode: String(episode.id) }),
  };
  return (
    <>
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={await seriesCrumbs(locale, { key: episode.seriesKey, title: episode.seriesTitle }, here)} />
      <EpisodeView episode={episode} more={more} locale={locale} tvPrice={formatMoney(plans.vxtvabo.firstPrice, 'EUR')} />
    </>
  );
}
