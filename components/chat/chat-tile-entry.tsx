'use client';

import { useActorOnline } from '@/stores/presence';

type Props = { actorId: number; online: boolean; href: string; label: string; button: string };

/**
 * A model tile's chat entry: a link to her profile with ?chat=live, where the panel
 * opens on that chat. Only while she is online (presence events after hydration); a sibling of
 * the tile's link, since links do not nest. No zod, no REST: it sits in every tile.
 */
export function ChatTileEntry({ actorId, online: initial, href, label, button }: Props) {
  const online = useActorOnline(actorId, initial);
  if (!online) return null;
  return (
    <a
      href={href}
      aria-label={label}
      className="absolute right-1 top-1 inline-flex min-h-8 items-center gap-1 rounded-full bg-accent px-2.5 text-xs font-semibold text-on-accent shadow ring-1 ring-black/20 hover:bg-accent/90 sm:right-2 sm:top-2"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-current">
        <path d="M3 6a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v3l4-3v12l-4-3v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Z" />
      </svg>
      {/* Below sm a tile is ~110 px wide: the word would cover the online badge beside it; the
          camera and the link's label (her name and price) say the same. */}
      <span className="hidden sm:inline">{button}</span>
    </a>
  );
}
