import type { TagCount } from '@/lib/contracts/video';
import { formatNumber } from '@/lib/format/number';
import { Link } from '@/i18n/navigation';
import { listHref } from './list-href';

/** The most used tags as links to all videos with that tag (/all-videos/?tag=…). */
export function PopularTagLinks({ tags, countLabel }: { tags: readonly TagCount[]; countLabel: (count: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            href={listHref('/all-videos', undefined, { tag: tag.tagGroup })}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-surface-2 px-3.5 text-sm text-fg ring-1 ring-line hover:text-accent hover:ring-accent/60"
          >
            {tag.name}
            <span aria-hidden="true" className="text-xs tabular-nums text-muted">
              {formatNumber(tag.videoCount)}
            </span>
            <span className="sr-only">({countLabel(formatNumber(tag.videoCount))})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
