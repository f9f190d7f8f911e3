'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Scroll to the top (or the hash) after the navigation; false keeps the position (§2 sort and view switches). */
  scroll?: boolean;
  replace?: boolean;
  /** false: no prefetch when the guest shows intent (hover, focus, touch). */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: another tab or window, a download, a modified or non-primary click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

/**
 * The one link of the app: a plain anchor in the server HTML that navigates inside the app router
 * (the guest's WebSocket session, chat and player survive) and prefetches on intent instead of on
 * sight. next/link costs about 3.5 kB gzip of first-load JavaScript on every page (its viewport
 * observer, prefetch scheduling and URL formatting), while `useRouter` is part of the framework floor
 * already; a catalogue page shows 60 tiles, which next/link would prefetch on a phone's data plan.
 */
export function AppLink({ href, scroll = true, replace = false, prefetch = true, onClick, onPointerEnter, onFocus, onTouchStart, ref, ...rest }: AppLinkProps) {
  const router = useRouter();
  const warm = () => {
    if (prefetch) router.prefetch(href);
  };
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        const target = event.currentTarget;
        const path = `${target.pathname}${target.search}${target.hash}`;
        if (replace) router.replace(path, { scroll });
        else router.push(path, { scroll });
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
    />
  );
}
