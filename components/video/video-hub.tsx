import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { RECOMMENDATIONS_PER_GRID } from '@/lib/catalog/rules';
import type { TagCount, VideoCategory, VideoCollection, VideoTile } from '@/lib/contracts/video';
import { formatNumber } from '@/lib/format/number';
import { type Href, listHref } from './list-href';
import { PopularTagLinks } from './popular-tag-links';
import { VideoRail } from './video-rail';
import { VideoSection } from './video-section';
import { videoTileLabels } from './video-tile-labels';

/** §9 recommendations per grid: each hub section shows 8 tiles. */
export const VIDEO_HUB_TILES = RECOMMENDATIONS_PER_GRID;
export const VIDEO_HUB_POPULAR_TAGS = 24;

type Section = { key: 'new' | 'trending' | 'onSale' | 'free' | 'top' | 'vip'; category: VideoCategory; more: Href; lead?: 'topLead' };

/** The hub's sections, in order; the page reads a row of VIDEO_HUB_TILES for each. */
export const VIDEO_HUB_SECTIONS: readonly Section[] = [
  { key: 'new', category: 'newVideos', more: listHref('/new-videos', undefined, {}) },
  { key: 'trending', category: 'trendingVideos', more: listHref('/video-trends', undefined, {}) },
  { key: 'onSale', category: 'discountedVideos', more: listHref('/on-sale', undefined, {}) },
  { key: 'free', category: 'freeVideos', more: listHref('/free-clips', undefined, {}) },
  // §9 top videos (best sellers of 9 months) have no area of their own: all videos, best selling.
  { key: 'top', category: 'topVideos', more: listHref('/all-videos', undefined, { sort: 'bestSelling' }), lead: 'topLead' },
  { key: 'vip', category: 'vip30Videos', more: listHref('/vip-videos', undefined, {}) },
];

type VideoHubProps = {
  title: string;
  lead: string;
  /** What the page read: one row per VIDEO_HUB_SECTIONS entry, the collections, the popular tags. */
  rows: readonly (readonly VideoTile[])[];
  collections: readonly VideoCollection[];
  tags: readonly TagCount[];
};

/** The /videos/ hub: a row of 8 from each area, the collections and the most popular tags. */
export async function VideoHub({ title, lead, rows, collections, tags }: VideoHubProps) {
  const [labels, t] = await Promise.all([videoTileLabels(), getTranslations('VideoAreas')]);
  const heading = (key: Section['key']) => t(`${key}Heading`);
  const more = (href: Href, section: string) => ({ href, label: t('more'), moreLabel: t('moreLabel', { section }) });
  const rail = (videos: readonly VideoTile[], eagerCount = 0) =>
    videos.length > 0 ? <VideoRail videos={videos} labels={labels} eagerCount={eagerCount} /> : <p className="text-muted">{t('sectionEmpty')}</p>;

  return (
    <>
      <PageHeading title={title} lead={lead} />
      {VIDEO_HUB_SECTIONS.map((section, i) => (
        <VideoSection
          key={section.key}
          id={`videos-${section.key}`}
          title={heading(section.key)}
          lead={section.lead ? t(section.lead) : undefined}
          more={more(section.more, heading(section.key))}
        >
          {rail(rows[i] ?? [], i === 0 ? 3 : 0)}
        </VideoSection>
      ))}
      {collections.length > 0 ? (
        <VideoSection id="videos-collections" title={t('collectionsHeading')}>
          {collections.map((collection) => (
            <div key={collection.id} className="mt-6 first:mt-0">
              <h3 className="mb-2 flex items-baseline gap-2 text-base font-semibold">
                {collection.name}
                <span className="text-sm font-normal text-muted">
                  {t('collectionCount', { total: collection.videoCount, formatted: formatNumber(collection.videoCount) })}
                </span>
              </h3>
              {rail(collection.videos)}
            </div>
          ))}
        </VideoSection>
      ) : null}
      <VideoSection
        id="videos-tags"
        title={t('popularTagsHeading')}
        more={more(listHref('/all-videos', undefined, {}), t('popularTagsHeading'))}
      >
        <PopularTagLinks tags={tags} countLabel={(count) => t('tagCount', { count })} />
      </VideoSection>
    </>
  );
}
