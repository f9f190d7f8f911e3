import type { ImgHTMLAttributes } from 'react';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The largest image of the page (LCP): fetched at once with high priority, never lazily. */
  priority?: boolean;
};

/**
 * The one image element of the catalogue: a plain server-rendered <img> with its intrinsic size
 * (the box is reserved before it loads: no layout shift), lazy and async by default. The generated
 * images are already the size they are shown at, so next/image's optimizer and its client
 * JavaScript (about 5 kB gzipped on every page) buy nothing here.
 */
export function Img({ priority = false, loading, decoding, alt, ...props }: ImgProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberate: see the comment above
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      decoding={decoding ?? 'async'}
      fetchPriority={priority ? 'high' : props.fetchPriority}
    />
  );
}
