import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { EmptyPage } from '@/components/ui/empty-page';
import { Pagination } from '@/components/ui/pagination';
import { VideoStarGrid } from '@/components/video/video-star-grid';
import { videoPageSeo } from '@/components/video/video-seo';
import type { Locale } from '@/i18n/routing';
import { type SearchParams, listPage, pageCountOf } from '@/lib/catalog/list-query';
import { VIDEO_STARS_PAGE_SIZE } from '@/lib/catalog/rules';
import { listVideoStars } from '@/lib/server/catalog/videos/video-stars';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function starsSeo(locale: Locale) {
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'VideoStars' });
  return { seo: await videoPageSeo(locale, 'stars', {}, { title: routes('stars'), description: t('lead') }), lead: t('lead') };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, VIDEO_STARS_PAGE_SIZE);
  const { seo } = await starsSeo(locale);
  return pageMetadata({ locale, pathname: '/stars', query: { page: page > 1 ? String(page) : undefined }, title: seo.title, description: seo.description });
}

/** §2 /stars/: §3 video stars, 100 per page (§9). */
export default async function StarsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { page, offset } = listPage(await searchParams, VIDEO_STARS_PAGE_SIZE);
  await connection(); // reads the database: never at build time
  const list = await listVideoStars(runtime().db, { first: VIDEO_STARS_PAGE_SIZE, offset, viewerCountry: await pageViewerCountry() });
  const pageCount = pageCountOf(list.total, VIDEO_STARS_PAGE_SIZE);
  const { seo, lead } = await starsSeo(locale);
  const t = await getTranslations('VideoStars');
  return (
    <>
      <PageHeading title={seo.h1} lead={seo.h2 || lead} />
      <section aria-label={seo.h1} className="mt-6">
        {page > pageCount ? (
          <EmptyPage href={{ pathname: '/stars' }} />
        ) : list.items.length > 0 ? (
          <VideoStarGrid stars={list.items} />
        ) : (
          <p className="text-muted">{t('empty')}</p>
        )}
      </section>
      {page <= pageCount ? <Pagination page={page} pageCount={pageCount} pathname="/stars" /> : null}
    </>
  );
}
