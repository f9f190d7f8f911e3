import type { VideoTile as VideoTileData } from '@/lib/contracts/video';
import { VideoTile } from './video-tile';
import type { VideoTileLabels } from './video-tile';

type VideoRailProps = { videos: readonly VideoTileData[]; labels: VideoTileLabels; eagerCount?: number };

/**
 * One row of tiles that scrolls sideways (the hub's sections): the §2 column widths — two below
 * 480 px, three to 767, four to 991, five to 1199, six from 1200 — with the next tile peeking in.
 */
export function VideoRail({ videos, labels, eagerCount = 0 }: VideoRailProps) {
  return (
    <ul className="-mx-3 grid snap-x snap-mandatory scroll-px-3 auto-cols-[44%] grid-flow-col gap-x-3 overflow-x-auto px-3 pb-2 min-[480px]:auto-cols-[31%] sm:mx-0 sm:scroll-px-0 sm:auto-cols-[23.5%] sm:px-0 md:auto-cols-[19%] lg:auto-cols-[calc((100%-5*1rem)/6)] lg:gap-x-4">
      {videos.map((video, index) => (
        <li key={video.id} className="snap-start">
          <VideoTile video={video} labels={labels} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
