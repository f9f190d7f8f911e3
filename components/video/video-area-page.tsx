import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { routeTitleKeys } from '@/i18n/route-titles';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type GridMode, type SearchParams, listPage, pageCountOf } from '@/lib/catalog/list-query';
import { VIDEO_ITEMS_PER_GRID } from '@/lib/catalog/rules';
import type { VideoCategory, VideoOrder, VideoTile } from '@/lib/contracts/video';
import { pageMetadata } from '@/lib/seo/metadata';
import { listHref } from './list-href';
import { ordersFor } from './video-orders';
import { VideoListView } from './video-list-view';
import { videoPageSeo } from './video-seo';

/** The video areas of §2 and the §5 category each one lists. */
export const VIDEO_AREAS = {
  '/all-videos': { category: 'allVideos', lead: 'allVideosLead' },
  '/free-clips': { category: 'freeVideos', lead: 'freeClipsLead' },
  '/video-trends': { category: 'trendingVideos', lead: 'videoTrendsLead' },
  '/on-sale': { category: 'discountedVideos', lead: 'onSaleLead' },
  '/new-videos': { category: 'newVideos', lead: 'newVideosLead' },
  '/vip-videos': { category: 'vip30Videos', lead: 'vipVideosLead' },
} as const satisfies Record<string, { category: VideoCategory; lead: string }>;

export type VideoArea = keyof typeof VIDEO_AREAS;

export type VideoAreaProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function areaTexts(area: VideoArea, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'VideoAreas' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const lead = t(VIDEO_AREAS[area].lead);
  const seo = await videoPageSeo(locale, routeTitleKeys[area], {}, { title: routes(routeTitleKeys[area]), description: lead });
  return { seo, lead };
}

export async function videoAreaMetadata(area: VideoArea, { params, searchParams }: VideoAreaProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { page } = listPage(await searchParams, VIDEO_ITEMS_PER_GRID);
  const { seo } = await areaTexts(area, locale);
  return pageMetadata({
    locale,
    pathname: area,
    query: { page: page > 1 ? String(page) : undefined },
    title: seo.title,
    description: seo.description,
  });
}

/** What an area's page.tsx read for it (app/[locale]/_components/load-video-area.ts). */
export type VideoAreaData = {
  videos: VideoTile[];
  total: number;
  /** `?tag=`: the popular tag the list is filtered by (/all-videos/ only). */
  tag: { tagGroup: string; name: string } | null;
  order: VideoOrder;
  /** The §9 default order of the area's category. */
  defaultOrder: VideoOrder;
  page: number;
  mode: GridMode;
};

/** One §2 video area: its category's videos, 16 to a page (§9), in the chosen sort and view. */
export async function VideoAreaPage({ area, locale, data }: { area: VideoArea; locale: Locale; data: VideoAreaData }) {
  const { videos, total, tag, order, defaultOrder, page, mode } = data;
  const orders = ordersFor(VIDEO_AREAS[area].category, defaultOrder);
  const { seo, lead } = await areaTexts(area, locale);
  const t = await getTranslations('Videos');
  return (
    <VideoListView
      heading={{ title: seo.h1, lead: seo.h2 || lead }}
      pathname={area}
      extraQuery={{ tag: tag?.tagGroup }}
      videos={videos}
      total={total}
      page={page}
      pageCount={pageCountOf(total, VIDEO_ITEMS_PER_GRID)}
      order={order}
      defaultOrder={defaultOrder}
      orders={orders}
      mode={mode}
      emptyText={t('empty')}
    >
      {tag ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-surface-2 px-3 py-1 text-fg">{t('tagFilter', { tag: tag.name })}</span>
          <Link href={listHref(area, undefined, { view: mode === 'list' ? 'list' : undefined })} className="text-accent hover:underline">
            {t('clearTag')}
          </Link>
        </p>
      ) : null}
    </VideoListView>
  );
}
