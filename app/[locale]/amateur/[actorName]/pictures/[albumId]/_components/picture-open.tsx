'use client';

import type { ReactNode } from 'react';
import { fill } from '@/lib/format/fill';
import { useLightbox } from './lightbox-context';

type Props = { pictureId: number; number: number; children: ReactNode };

/**
 * A picture of the grid as the button that enlarges it, once the guest may see it; a locked
 * picture stays as it is (its own call to action inside, never a button in a button).
 */
export function PictureOpen({ pictureId, number, children }: Props) {
  const lightbox = useLightbox();
  if (!lightbox?.canOpen(pictureId)) return children;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={fill(lightbox.text.enlarge, { number })}
      onClick={(event) => lightbox.show(pictureId, event.currentTarget)}
      className="block w-full cursor-zoom-in rounded-tile transition hover:opacity-90"
    >
      {children}
    </button>
  );
}
