'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** A click the browser should handle itself: another tab or window, a download, a modified or non-primary click, another origin. */
function appAnchorOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return internalAnchor(event.target);
}

function internalAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href][data-app-link]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== window.location.origin) return null;
  return anchor;
}

const pathOf = (anchor: HTMLAnchorElement) => `${anchor.pathname}${anchor.search}${anchor.hash}`;

/**
 * Every link of the app (AppLink, marked data-app-link) to this origin navigates inside the app router: one listener on window
 * instead of a client component per link (i18n/app-link.tsx). It listens after React (whose
 * listeners sit on the document), so a component's own onClick runs first and may prevent the
 * navigation. Before hydration a click is an ordinary page load, as with any link. Prefetch on
 * intent: the first hover, focus or touch of a link asks for its page once.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = appAnchorOf(event);
      if (!anchor) return;
      event.preventDefault();
      const options = { scroll: !anchor.hasAttribute('data-keep-scroll') };
      if (anchor.hasAttribute('data-replace')) router.replace(pathOf(anchor), options);
      else router.push(pathOf(anchor), options);
    };
    const onIntent = (event: Event) => {
      const anchor = internalAnchor(event.target);
      if (!anchor || anchor.hasAttribute('data-no-prefetch')) return;
      const path = `${anchor.pathname}${anchor.search}`;
      if (prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    window.addEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) window.addEventListener(type, onIntent, { passive: true });
    return () => {
      window.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) window.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
