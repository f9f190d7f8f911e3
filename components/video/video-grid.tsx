import { getTranslations } from 'next-intl/server';
import type { VideoTile as VideoTileData } from '@/lib/contracts/video';
import { VideoTile, type VideoTileLabels } from './video-tile';

/**
 * Video tiles are wide posters with a title and a price, so they take one column less than
 * performer tiles: two below 768 px, three from 768, four from 992, six from 1200.
 */
export async function VideoGrid({ videos }: { videos: readonly VideoTileData[] }) {
  const t = await getTranslations('VideoTile');
  const labels: VideoTileLabels = {
    free: t('free'),
    vip: t('vip'),
    basePrice: (price) => t('basePrice', { price }),
    duration: (duration) => t('duration', { duration }),
    discount: (percent) => t('discount', { percent }),
    by: (name) => t('by', { name }),
  };
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 lg:gap-x-4">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoTile video={video} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
