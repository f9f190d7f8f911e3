import Image from 'next/image';
import { Badge } from '@/components/ui/badge';
import { Price, type PriceLabels, discountPercent } from '@/components/ui/price';
import { Link } from '@/i18n/navigation';
import type { VideoTile as VideoTileData } from '@/lib/contracts/video';
import { formatDuration } from '@/lib/format/duration';

export type VideoTileLabels = PriceLabels & {
  vip: string;
  duration: (duration: string) => string;
  discount: (percent: number) => string;
  by: (name: string) => string;
};

type VideoTileProps = { video: VideoTileData; labels: VideoTileLabels };

/** A video tile: poster with duration (§9 mm:ss) and badges, title, performer, price. */
export function VideoTile({ video, labels }: VideoTileProps) {
  const duration = formatDuration(video.duration);
  const percent = video.free ? 0 : discountPercent(video.price, video.basePrice);
  return (
    <article className="flex h-full flex-col">
      <Link
        href={{
          pathname: '/amateur/[actorName]/video/[videoId]',
          params: { actorName: video.model.slug, videoId: String(video.id) },
        }}
        className="group block rounded-tile"
      >
        <span className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
          <Image
            src={video.preview.url}
            width={video.preview.width}
            height={video.preview.height}
            alt=""
            unoptimized
            loading="lazy"
            className="aspect-video w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
          <span className="absolute left-1.5 top-1.5 flex gap-1">
            {video.free ? <Badge tone="free">{labels.free}</Badge> : null}
            {percent > 0 ? <Badge tone="sale">{labels.discount(percent)}</Badge> : null}
            {video.vip ? <Badge tone="vip">{labels.vip}</Badge> : null}
          </span>
          <span className="absolute bottom-1.5 right-1.5 rounded bg-black/75 px-1.5 py-0.5 text-[0.6875rem] font-medium tabular-nums text-white">
            <span className="sr-only">{labels.duration(duration)}</span>
            <span aria-hidden="true">{duration}</span>
          </span>
        </span>
        <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-fg group-hover:text-accent">
          {video.title}
        </h3>
      </Link>
      <Link
        href={{ pathname: '/amateur/[actorName]', params: { actorName: video.model.slug } }}
        className="mt-0.5 max-w-full self-start truncate text-xs text-muted hover:text-fg hover:underline"
      >
        {labels.by(video.model.name)}
      </Link>
      <p className="mt-1 text-sm">
        <Price price={video.price} basePrice={video.basePrice} free={video.free} labels={labels} />
      </p>
    </article>
  );
}
