'use client';

import { type ReactNode, useCallback, useRef } from 'react';
import { type TopMenu, useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import { useMenuDismiss } from './use-menu-dismiss';

type NavMenuProps = {
  menu: Extract<TopMenu, 'videos' | 'topCams' | 'live'>;
  label: string;
  /** The menu's links, rendered on the server. */
  children: ReactNode;
};

/**
 * A disclosure menu of the header bar: a button with aria-expanded that shows a list of links.
 * It is a top menu of the layout store, so opening it closes any other (§2). Escape closes it
 * and returns focus to the button; a click outside, leaving it with Tab or following a link
 * closes it too.
 */
export function NavMenu({ menu, label, children }: NavMenuProps) {
  const open = useIsMenuOpen(menu);
  const { menuToggled, menuClosed } = useLayoutActions();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-menu-${menu}`;

  const close = useCallback(() => menuClosed(menu), [menuClosed, menu]);
  useMenuDismiss({ open, close, button: buttonRef, root: rootRef });

  return (
    <div
      ref={rootRef}
      data-nav-group=""
      className="relative"
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => menuToggled(menu)}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-fg transition-colors hover:bg-surface-2 hover:text-accent aria-expanded:bg-surface-2 data-current:text-accent lg:px-3"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
        className="absolute left-0 top-full z-50 mt-2 min-w-52 rounded-xl border border-line bg-surface p-1 shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}
