import type { GridMode } from '@/lib/catalog/list-query';
import type { VideoTile as VideoTileData } from '@/lib/contracts/video';
import { VideoTile } from './video-tile';
import { videoTileLabels } from './video-tile-labels';

type VideoGridProps = {
  videos: readonly VideoTileData[];
  /** §2 grid modes: poster tiles (grid) or one row per video (list). */
  mode?: GridMode;
  /** How many tiles load their image at once (about the first row); the rest lazily. */
  eagerCount?: number;
};

/**
 * §2 tile grid: six columns from 1200 px, five up to 1199, four up to 991, three up to 767 and
 * two below 480 px (three 16:9 posters with titles and prices do not read at 375 px).
 * List mode: one row per video, two columns from 1200 px.
 */
export async function VideoGrid({ videos, mode = 'grid', eagerCount = 0 }: VideoGridProps) {
  const labels = await videoTileLabels();
  const className =
    mode === 'list'
      ? 'grid grid-cols-1 gap-2 lg:grid-cols-2 lg:gap-3'
      : 'grid grid-cols-2 gap-x-3 gap-y-5 min-[480px]:grid-cols-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 lg:gap-x-4';
  return (
    <ul className={className}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoTile video={video} labels={labels} mode={mode} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
