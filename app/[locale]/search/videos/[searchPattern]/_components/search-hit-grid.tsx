import { GuestInfoMark } from '@/components/guest-info/guest-info-mark';
import { Img } from '@/components/ui/img';
import { AppLink as NextLink } from '@/i18n/app-link';
import { getTranslations } from 'next-intl/server';
import type { SearchHit } from '@/lib/contracts/search';

type SearchHitGridProps = {
  hits: readonly SearchHit[];
  /** Photo albums carry the guest's mark (bought, liked…); sedcards are not sold. */
  albums?: boolean;
};

/**
 * Photo-album and sedcard hits: portrait tiles with title and performer. Hit links are already
 * localized paths (lib/server/search/search-links.ts), so they go to the app's link as they are.
 */
export async function SearchHitGrid({ hits, albums = false }: SearchHitGridProps) {
  const t = await getTranslations('Search');
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-7 lg:gap-4">
      {hits.map((hit) => (
        // A link is unique in a list (the media centre lists series and episodes, whose ids may coincide).
        <li key={hit.link}>
          <NextLink href={hit.link} className="group block rounded-tile">
            <span className="block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
              <Img
                src={hit.imageUrl}
                width={320}
                height={Math.round(320 / hit.imageAspect)}
                alt=""
                loading="lazy"
                className="aspect-[3/4] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
              />
            </span>
            <span className="mt-1.5 line-clamp-2 text-sm font-medium leading-snug text-fg group-hover:text-accent">{hit.title}</span>
            {hit.actorName ? <span className="block truncate text-xs text-muted">{t('by', { name: hit.actorName })}</span> : null}
          </NextLink>
          {albums ? <GuestInfoMark kind="album" id={hit.id} /> : null}
        </li>
      ))}
    </ul>
  );
}
