import type { ReactNode } from 'react';
import { VideoGrid } from '@/components/video/video-grid';
import type { VideoTile } from '@/lib/contracts/video';

type Props = { id: string; heading: string; videos: readonly VideoTile[]; empty: string; more?: ReactNode };

/** A special event's videos as the §2 tile grid, with a link to the whole list when there is one. */
export function EventVideos({ id, heading, videos, empty, more }: Props) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid="event-videos">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {videos.length > 0 ? <VideoGrid videos={videos} eagerCount={6} /> : <p className="text-sm text-muted">{empty}</p>}
      {more}
    </section>
  );
}
