import { GuestInfoMark } from '@/components/guest-info/guest-info-mark';
import { Img } from '@/components/ui/img';
import { Badge } from '@/components/ui/badge';
import { Price, type PriceLabels, discountPercent } from '@/components/ui/price';
import { Link } from '@/i18n/navigation';
import type { AlbumTile as AlbumTileData } from '@/lib/contracts/album';

export type AlbumTileLabels = PriceLabels & {
  vip: string;
  discount: (percent: number) => string;
  pictureCount: (count: number) => string;
  fsk: (rating: number) => string;
};

type AlbumTileProps = { album: AlbumTileData; labels: AlbumTileLabels; eager?: boolean };

/** A photo album tile: cover (3:4, rated 16 like avatars) with badges, title, picture count, price and the guest's mark. */
export function AlbumTile({ album, labels, eager = false }: AlbumTileProps) {
  const percent = album.free ? 0 : discountPercent(album.price, album.basePrice);
  return (
    <article className="flex h-full flex-col">
      <Link
        href={{ pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: album.model.slug, albumId: String(album.id) } }}
        className="group block rounded-tile"
      >
        <span className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
          <Img
            src={album.preview.url}
            width={album.preview.width}
            height={album.preview.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-[3/4] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
          <span className="absolute left-1.5 top-1.5 flex flex-wrap gap-1">
            {album.free ? <Badge tone="free">{labels.free}</Badge> : null}
            {percent > 0 ? <Badge tone="sale">{labels.discount(percent)}</Badge> : null}
            {album.isVipContent ? <Badge tone="vip">{labels.vip}</Badge> : null}
          </span>
          <span className="absolute bottom-1.5 right-1.5 flex gap-1 text-[0.6875rem] font-medium text-white">
            {album.ageRating >= 18 ? <span className="rounded bg-black/75 px-1.5 py-0.5">{labels.fsk(album.ageRating)}</span> : null}
            <span className="inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 tabular-nums">
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 fill-none stroke-current" strokeWidth="1.5">
                <rect x="1.5" y="3.5" width="10" height="10" rx="1.5" />
                <path d="M4.5 1.5h9a1 1 0 0 1 1 1v9" />
              </svg>
              <span className="sr-only">{labels.pictureCount(album.pictureCount)}</span>
              <span aria-hidden="true">{album.pictureCount}</span>
            </span>
          </span>
        </span>
        <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-fg group-hover:text-accent">{album.title}</h3>
      </Link>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Price price={album.price} basePrice={album.basePrice} free={album.free} labels={labels} />
        <GuestInfoMark kind="album" id={album.id} />
      </p>
    </article>
  );
}
