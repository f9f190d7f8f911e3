import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TagCount } from '@/lib/contracts/video';

/** Which of her lists: all videos, the classics, or one tag group. */
export type ActorVideoVariant = 'all' | 'classic' | 'tag';

type ActorVideoNavProps = { slug: string; name: string; variant: ActorVideoVariant; currentTag?: string; tags: readonly TagCount[] };

const chip = (current: boolean) =>
  `inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm whitespace-nowrap ring-1 transition-colors ${
    current ? 'bg-surface-2 font-medium text-fg ring-accent' : 'text-muted ring-line hover:text-fg hover:ring-accent/60'
  }`;

const MAX_TAGS = 12;

/** Her lists: all videos, the classics and one link per tag group she uses (with counts). */
export async function ActorVideoNav({ slug, name, variant, currentTag, tags }: ActorVideoNavProps) {
  const t = await getTranslations('Videos');
  // Her most used tags (and the one open now): the rest stay reachable from each video's tags.
  const shown = tags.filter((tag, i) => i < MAX_TAGS || tag.tagGroup === currentTag);
  return (
    <nav aria-label={t('actorNav', { name })} className="mt-4">
      {/* One sideways-scrolling row on phones, wrapped from 768 px. */}
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <Link
            href={{ pathname: '/amateur/[actorName]/videos', params: { actorName: slug } }}
            aria-current={variant === 'all' ? 'page' : undefined}
            className={chip(variant === 'all')}
          >
            {t('allOfActor')}
          </Link>
        </li>
        <li>
          <Link
            href={{ pathname: '/amateur/[actorName]/videos/classic', params: { actorName: slug } }}
            aria-current={variant === 'classic' ? 'page' : undefined}
            className={chip(variant === 'classic')}
          >
            {t('classic')}
          </Link>
        </li>
        {shown.map((tag) => {
          const current = variant === 'tag' && tag.tagGroup === currentTag;
          return (
            <li key={tag.id}>
              <Link
                href={{ pathname: '/amateur/[actorName]/videos/tag/[tagGroup]', params: { actorName: slug, tagGroup: tag.tagGroup } }}
                aria-current={current ? 'page' : undefined}
                className={chip(current)}
              >
                {tag.name}
                <span aria-hidden="true" className="text-xs tabular-nums text-muted">
                  {tag.videoCount}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
