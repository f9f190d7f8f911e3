import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { ModelListItem } from '@/lib/contracts/actor';
import { OnlineBadge } from './online-badge';

export type ModelTileLabels = {
  online: string;
  /** "{age} years", already formatted for this performer. */
  age: string;
};

type ModelTileProps = {
  model: ModelListItem;
  labels: ModelTileLabels;
  eager?: boolean;
};

/**
 * The compact performer tile of the §2 tile grid: portrait, name and age over the image, online
 * badge. It must read at 375 px with three columns, so everything else lives on the profile.
 */
export function ModelTile({ model, labels, eager = false }: ModelTileProps) {
  // Sedcards are 3:4 portraits, the tile's own shape; the square avatar is the fallback.
  const image = model.sedcardImages[0] ?? model.avatar;
  return (
    <Link
      // §2: actor names are lowercased in links; the slug is that lowercased name.
      href={{ pathname: '/amateur/[actorName]', params: { actorName: model.slug } }}
      className="group relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition hover:ring-accent/60"
    >
      <Image
        src={image.url}
        width={image.width}
        height={image.height}
        alt=""
        unoptimized
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/4] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      {model.online ? (
        <span className="absolute left-1 top-1 sm:left-2 sm:top-2">
          <OnlineBadge label={labels.online} />
        </span>
      ) : null}
      <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/90 via-black/60 to-transparent px-1.5 pb-1.5 pt-8 sm:px-2.5 sm:pb-2">
        <span className="truncate text-[0.8125rem] font-semibold leading-tight text-white sm:text-sm">{model.name}</span>
        <span className="text-[0.6875rem] leading-tight text-white/80 sm:text-xs">{labels.age}</span>
      </span>
    </Link>
  );
}
