import type { AnchorHTMLAttributes, Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Scroll to the top (or the hash) after the navigation; false keeps the position (§2 sort and view switches). */
  scroll?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false: no prefetch when the guest shows intent (hover, focus, touch). */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The one link of the app: a plain anchor, no client component. The layout's LinkRouter
 * (components/layout/link-router.tsx) takes its clicks into the app router (the guest's WebSocket
 * session, chat and player survive) and prefetches on intent, for every link of the page at once:
 * next/link cost 3.5 kB gzip of first-load JavaScript and one client component to hydrate per link
 * (a catalogue page has 60–100), and prefetched every tile on sight on a phone's data plan.
 * Works from server and client components alike; it and its options travel as data attributes.
 */
export function AppLink({ scroll = true, replace = false, prefetch = true, ...anchor }: AppLinkProps) {
  return (
    <a
      {...anchor}
      // Marks the app's own links: the LinkRouter takes only these, so a plain anchor written as one
      // (e.g. to start a page afresh) keeps the browser's full page load.
      data-app-link=""
      // Spread only when set: an attribute given as undefined still travels in the RSC payload
      // ("$undefined"), three per link on pages with 60–100 links (§1 speed).
      {...(scroll ? null : keepScroll)}
      {...(replace ? replaceEntry : null)}
      {...(prefetch ? null : noPrefetch)}
    />
  );
}

const keepScroll = { 'data-keep-scroll': '' };
const replaceEntry = { 'data-replace': '' };
const noPrefetch = { 'data-no-prefetch': '' };
