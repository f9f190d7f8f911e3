import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { ContestGridItem } from '@/lib/contracts/contests';

type Props = { item: ContestGridItem; href: string; votesLabel: string; placeLabel?: string; children?: ReactNode };

/** One entered medium: preview, title, performer, everyone's votes, its place once decided. */
export function ContestMediumCard({ item, href, votesLabel, placeLabel, children }: Props) {
  return (
    <article className="flex flex-col gap-2" data-testid="contest-medium">
      <AppLink href={href} className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line">
        <Img src={item.preview.url} width={item.preview.width} height={item.preview.height} alt="" className={item.kind === 'video' ? 'aspect-video w-full object-cover' : 'aspect-[3/4] w-full object-cover'} />
        {item.place !== null && placeLabel ? (
          <span className="absolute left-2 top-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">{placeLabel}</span>
        ) : null}
      </AppLink>
      <h3 className="font-semibold leading-snug">{item.title}</h3>
      <p className="text-xs text-muted">
        {item.actor.name} · {votesLabel}
      </p>
      {children}
    </article>
  );
}
