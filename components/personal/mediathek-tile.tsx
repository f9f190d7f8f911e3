import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import type { MediathekItem } from '@/lib/contracts/personal';
import { formatDuration } from '@/lib/format/duration';
import { fill } from '@/lib/format/fill';
import { fillHref } from './href-template';

/** Templates (href-template.ts); the TV ones take the series key for the actor and the episode id. */
export type MediathekHrefs = { video: string; album: string; actor: string; tvEpisode: string; tvSeries: string };
export type MediathekTileText = { by: string; duration: string; fsk: string };

type Props = { item: MediathekItem; hrefs: MediathekHrefs; text: MediathekTileText; actions?: ReactNode };

/** A §3 mediathek item as a tile: poster (16:9 videos, 3:4 albums), duration, fsk 18, title, performer (a TV episode: its series), then the actions. */
export function MediathekTile({ item, hrefs, text, actions }: Props) {
  // A kept TV episode (origin tv) links its episode page, and its series stands where a performer would.
  const tv = item.origin === 'tv';
  const href = fillHref(tv ? hrefs.tvEpisode : item.mediaType === 'video' ? hrefs.video : hrefs.album, item.model.slug, item.id);
  const duration = item.duration === undefined ? null : formatDuration(item.duration);
  return (
    <article className="flex h-full flex-col">
      <a href={href} className="group block rounded-tile">
        <span className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
          <Img
            src={item.previewPicture.url}
            width={item.previewPicture.width}
            height={item.previewPicture.height}
            alt=""
            className={`${item.mediaType === 'video' ? 'aspect-video' : 'aspect-[3/4]'} w-full object-cover`}
          />
          <span className="absolute bottom-1.5 right-1.5 flex gap-1 text-[0.6875rem] font-medium text-white">
            {item.fsk >= 18 ? <span className="rounded bg-black/75 px-1.5 py-0.5">{fill(text.fsk, { rating: item.fsk })}</span> : null}
            {duration ? (
              <span className="rounded bg-black/75 px-1.5 py-0.5 tabular-nums">
                <span className="sr-only">{fill(text.duration, { duration })}</span>
                <span aria-hidden="true">{duration}</span>
              </span>
            ) : null}
          </span>
        </span>
        <h3 className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-fg group-hover:text-accent">{item.title}</h3>
      </a>
      <a href={fillHref(tv ? hrefs.tvSeries : hrefs.actor, item.model.slug)} className="max-w-full self-start truncate text-xs text-muted hover:text-fg hover:underline">
        {tv ? item.model.name : fill(text.by, { name: item.model.name })}
      </a>
      {actions ? <div className="mt-2 flex flex-wrap gap-1.5">{actions}</div> : null}
    </article>
  );
}
