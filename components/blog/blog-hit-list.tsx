import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { SearchHit } from '@/lib/contracts/search';

/** Blog posts found by the search: a small 16:9 picture and the title as the link. */
export function BlogHitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {hits.map((hit) => (
        <li key={hit.id}>
          <AppLink href={hit.link} className="group flex items-center gap-3 rounded-tile">
            <Img
              src={hit.imageUrl}
              width={160}
              height={Math.round(160 / hit.imageAspect)}
              alt=""
              className="aspect-video w-28 shrink-0 rounded-tile object-cover ring-1 ring-line"
            />
            <span className="line-clamp-3 text-sm font-medium leading-snug text-fg group-hover:text-accent">{hit.title}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
