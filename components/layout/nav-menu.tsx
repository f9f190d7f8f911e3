import type { ReactNode } from 'react';
import type { TopMenu } from '@/stores/layout';

type NavMenuProps = {
  menu: Extract<TopMenu, 'videos' | 'topCams' | 'live'>;
  label: string;
  /** The menu's links. */
  children: ReactNode;
};

/**
 * A disclosure menu of the header bar: a button with aria-expanded that shows a list of links.
 * Server HTML; header-menus.ts makes it a top menu of the layout store, so opening it closes any
 * other (§2). Escape closes it and returns focus to the button; a click outside, leaving it with
 * Tab or following a link closes it too.
 */
export function NavMenu({ menu, label, children }: NavMenuProps) {
  const panelId = `nav-menu-${menu}`;
  return (
    <div data-nav-group="" data-menu-root="" className="relative">
      <button
        type="button"
        data-menu={menu}
        aria-expanded="false"
        aria-controls={panelId}
        className="group inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-fg transition-colors hover:bg-surface-2 hover:text-accent aria-expanded:bg-surface-2 data-current:text-accent lg:px-3"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 transition-transform group-aria-expanded:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} hidden className="absolute left-0 top-full z-50 mt-2 min-w-52 rounded-xl border border-line bg-surface p-1 shadow-xl">
        {children}
      </div>
    </div>
  );
}
