import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { VIDEO_HUB_POPULAR_TAGS, VIDEO_HUB_SECTIONS, VIDEO_HUB_TILES, VideoHub } from '@/components/video/video-hub';
import { videoPageSeo } from '@/components/video/video-seo';
import type { Locale } from '@/i18n/routing';
import { listVideoItems } from '@/lib/server/catalog/list-videos';
import { listCollections } from '@/lib/server/catalog/videos/collections';
import { popularTags } from '@/lib/server/catalog/videos/tags';
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
  const { db } = runtime();
  const viewerCountry = await pageViewerCountry();
  const [{ seo, lead }, rows, collections, tags] = await Promise.all([
    hubSeo(locale),
    Promise.all(VIDEO_HUB_SECTIONS.map((section) => listVideoItems(db, { category: section.category, first: VIDEO_HUB_TILES, offset: 0, viewerCountry }))),
    listCollections(db, { language: locale, first: 10, videosPerCollection: VIDEO_HUB_TILES, viewerCountry }),
    popularTags(db, { first: VIDEO_HUB_POPULAR_TAGS, language: locale }),
  ]);
  return <VideoHub title={seo.h1} lead={seo.h2 || lead} rows={rows.map((row) => row.items)} collections={collections} tags={tags} />;
}
