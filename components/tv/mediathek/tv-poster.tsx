import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';

type Props = {
  href: string;
  picture: { url: string; width: number; height: number };
  premium: boolean;
  /** "Premium" or "Free TV" in the page language. */
  access: string;
  eager?: boolean;
  /** Drawn over the picture (an episode's duration). */
  children?: ReactNode;
};

/**
 * The 16:9 picture of a TV tile (series or episode) with its free/premium badge. It repeats the
 * tile's title link for the pointer; the title is the one link a screen reader hears.
 */
export function TvPoster({ href, picture, premium, access, eager = false, children }: Props) {
  return (
    <AppLink href={href} tabIndex={-1} aria-hidden="true" className="block rounded-tile">
      <span className="relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition group-hover:ring-accent/60">
        <Img
          src={picture.url}
          width={picture.width}
          height={picture.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-video w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-1.5 top-1.5 flex flex-wrap gap-1">
          <Badge tone={premium ? 'vip' : 'free'}>{access}</Badge>
        </span>
        {children}
      </span>
    </AppLink>
  );
}
