'use client';

import { createContext, useContext } from 'react';
import type { RatingText } from '@/components/social/rating-buttons';
import type { Counts, Rating } from '@/components/social/rating-state';
import type { Image } from '@/lib/media/image-urls';

/**
 * A picture the guest may see, as the enlarged view shows it; `number` is its place in the album
 * (1-based). `loaded` is the guest's own rating with the counts, from their view of the album
 * (gallery/open); null on the cached page's pictures, where it is not known.
 */
export type LightboxPicture = { id: number; number: number; image: Image; rating: Counts; loaded: Rating | null };

/** Strings of the enlarged view, translated on the server; {number}, {count} and {title} are filled here. */
export type LightboxText = {
  /** "Enlarge picture {number}" */
  enlarge: string;
  /** "Picture {number} of {count}" */
  title: string;
  hint: string;
  previous: string;
  next: string;
  close: string;
  /** "Picture {number} of {title}" */
  alt: string;
  rating: RatingText;
  pin: { add: string; remove: string };
};

export type Lightbox = {
  /** Whether the picture may be enlarged: it is open for this guest (the page's or the guest's view). */
  canOpen: (pictureId: number) => boolean;
  /** Opens the view; focus goes back to `opener` when it closes. */
  show: (pictureId: number, opener: HTMLElement) => void;
  text: LightboxText;
};

export const LightboxContext = createContext<Lightbox | null>(null);

export function useLightbox(): Lightbox | null {
  return useContext(LightboxContext);
}
