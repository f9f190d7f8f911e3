import { getTranslations } from 'next-intl/server';
import type { AlbumTile as AlbumTileData } from '@/lib/contracts/album';
import { AlbumTile, type AlbumTileLabels } from './album-tile';

type AlbumGridProps = {
  albums: readonly AlbumTileData[];
  /** Tiles whose cover loads at once (on the first screen); the rest lazily. */
  eagerCount?: number;
};

/** §2 tile grid for album covers: three columns up to 767 px, four up to 991, five up to 1199, six from 1200. */
export async function AlbumGrid({ albums, eagerCount = 0 }: AlbumGridProps) {
  const t = await getTranslations('Album');
  const labels: AlbumTileLabels = {
    free: t('free'),
    vip: t('vip'),
    basePrice: (price) => t('basePrice', { price }),
    discount: (percent) => t('discount', { percent }),
    pictureCount: (count) => t('pictureCount', { count }),
    fsk: (rating) => t('fsk', { rating }),
  };
  return (
    <ul className="grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-4 sm:gap-x-3 md:grid-cols-5 lg:grid-cols-6 lg:gap-x-4">
      {albums.map((album, index) => (
        <li key={album.id}>
          <AlbumTile album={album} labels={labels} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
