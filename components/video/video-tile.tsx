import { GuestInfoMark } from '@/components/guest-info/guest-info-mark';
import { Img } from '@/components/ui/img';
import { Badge } from '@/components/ui/badge';
import { Price, type PriceLabels, discountPercent } from '@/components/ui/price';
import { Link } from '@/i18n/navigation';
import type { GridMode } from '@/lib/catalog/list-query';
import type { VideoTile as VideoTileData } from '@/lib/contracts/video';
import { formatDuration } from '@/lib/format/duration';
import { formatNumber } from '@/lib/format/number';

export type VideoTileLabels = PriceLabels & {
  vip: string;
  vip30: string;
  duration: (duration: string) => string;
  discount: (percent: number) => string;
  by: (name: string) => string;
  /** List mode: "Released {date}", "{count} likes". */
  released: (iso: string) => string;
  likes: (count: string) => string;
};

type VideoTileProps = {
  video: VideoTileData;
  labels: VideoTileLabels;
  /** §2 tile grid modes: a poster tile (grid) or a row with description, date and likes (list). */
  mode?: GridMode;
  /** Images of about the first row load at once; the rest lazily. */
  eager?: boolean;
};

const videoHref = (video: VideoTileData) =>
  ({
    pathname: '/amateur/[actorName]/video/[videoId]',
    params: { actorName: video.model.slug, videoId: String(video.id) },
  }) as const;

function Poster({ video, labels, eager }: { video: VideoTileData; labels: VideoTileLabels; eager: boolean }) {
  const duration = formatDuration(video.duration);
  const percent = video.free ? 0 : discountPercent(video.price, video.basePrice);
  // The artwork is SVG: the smallest size is sharp at every width.
  const image = video.previewImages.w320;
  return (
    <span className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
      {/* 16:9 box with width/height: the space is reserved before the image arrives (no layout shift). */}
      <Img
        src={image.url}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video w-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <span className="absolute left-1.5 top-1.5 flex flex-wrap gap-1">
        {video.free ? <Badge tone="free">{labels.free}</Badge> : null}
        {percent > 0 ? <Badge tone="sale">{labels.discount(percent)}</Badge> : null}
        {video.vip ? <Badge tone="vip">{labels.vip}</Badge> : null}
        {!video.vip && video.isVip30Offer ? <Badge tone="vip">{labels.vip30}</Badge> : null}
      </span>
      <span className="absolute bottom-1.5 right-1.5 rounded bg-black/75 px-1.5 py-0.5 text-[0.6875rem] font-medium tabular-nums text-white">
        <span className="sr-only">{labels.duration(duration)}</span>
        <span aria-hidden="true">{duration}</span>
      </span>
    </span>
  );
}

function ModelLink({ video, labels }: { video: VideoTileData; labels: VideoTileLabels }) {
  return (
    <Link
      href={{ pathname: '/amateur/[actorName]', params: { actorName: video.model.slug } }}
      className="max-w-full self-start truncate text-xs text-muted hover:text-fg hover:underline"
    >
      {labels.by(video.model.name)}
    </Link>
  );
}

/** A video tile: poster with duration (§9 mm:ss) and badges, title, performer, price and the guest's mark (bought, liked…). */
export function VideoTile({ video, labels, mode = 'grid', eager = false }: VideoTileProps) {
  const price = <Price price={video.price} basePrice={video.basePrice} free={video.free} labels={labels} />;
  if (mode === 'list') {
    return (
      <article className="flex gap-3 rounded-tile bg-surface p-2 ring-1 ring-line sm:gap-4">
        <Link href={videoHref(video)} className="group block w-36 shrink-0 rounded-tile sm:w-56" tabIndex={-1} aria-hidden="true">
          <Poster video={video} labels={labels} eager={eager} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
            <Link href={videoHref(video)} className="text-fg hover:text-accent">
              {video.title}
            </Link>
          </h3>
          <ModelLink video={video} labels={labels} />
          {video.description ? <p className="mt-1 line-clamp-2 hidden text-sm text-muted sm:block">{video.description}</p> : null}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-3 gap-y-0.5 pt-1 text-xs text-muted">
            <span>{labels.released(video.releasedAt)}</span>
            <span>{labels.likes(formatNumber(video.rating.likes))}</span>
            <span className="text-sm">{price}</span>
            <GuestInfoMark kind="video" id={video.id} />
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="flex h-full flex-col">
      <Link href={videoHref(video)} className="group block rounded-tile">
        <Poster video={video} labels={labels} eager={eager} />
        <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-fg group-hover:text-accent">{video.title}</h3>
      </Link>
      <ModelLink video={video} labels={labels} />
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {price}
        <GuestInfoMark kind="video" id={video.id} />
      </p>
    </article>
  );
}
