import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { VideoHub } from '@/components/video/video-hub';
import { videoPageSeo } from '@/components/video/video-seo';
import type { Locale } from '@/i18n/routing';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

async function hubSeo(locale: Locale) {
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'VideoAreas' });
  return { seo: await videoPageSeo(locale, 'videos', {}, { title: routes('videos'), description: t('hubLead') }), lead: t('hubLead') };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { seo } = await hubSeo(locale);
  return pageMetadata({ locale, pathname: '/videos', title: seo.title, description: seo.description });
}

export default async function VideosPage({ params }: Props) {
  const locale = await pageLocale(params);
  await connection(); // reads the database: never at build time
  const { seo, lead } = await hubSeo(locale);
  return <VideoHub db={runtime().db} locale={locale} viewerCountry={await pageViewerCountry()} title={seo.h1} lead={seo.h2 || lead} />;
}
