import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '@/lib/contracts/search';
import { imageUrl } from '@/lib/media/image-urls';
import type { AlbumHits } from './album-hits';
import type { HitPage } from './search-page-types';
import { albumLink } from './search-links';

/** Album hits (§2 photos, galleries) as search hits; sedcards show their sedcard image. */
export function albumHitPage(hits: AlbumHits, kind: 'album' | 'sedcard', locale: Locale): HitPage<SearchHit> {
  return {
    total: hits.total,
    totalCapped: hits.capped,
    items: hits.items.map((album) => {
      const image = imageUrl(kind, album.imageSeed, 'w320');
      return {
        id: album.id,
        title: album.title,
        imageUrl: image.url,
        imageAspect: image.width / image.height,
        link: albumLink(locale, album.actorSlug, album.id),
        actorName: album.actorName,
      };
    }),
  };
}
