'use client';

import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import { useMenuDismiss } from './use-menu-dismiss';

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  /** Navigation, language and account controls, rendered on the server. */
  children: ReactNode;
};

const PANEL_ID = 'mobile-navigation';

/**
 * §2 mobile menu mode (below 1023 px): a button that opens the navigation as a panel under the
 * header. It is the 'navigation' top menu of the layout store, so opening it closes any other.
 */
export function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  const open = useIsMenuOpen('navigation');
  const { menuToggled, menuClosed } = useLayoutActions();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => menuClosed('navigation'), [menuClosed]);
  // The panel covers the page below the header, so only Escape and its links close it.
  useMenuDismiss({ open, close, button: buttonRef });

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // A followed link closes the menu, also when it points at the page already shown.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => menuToggled('navigation')}
        className="inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 nav-wide:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        onClick={onPanelClick}
        className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t border-line bg-bg px-4 pb-8 pt-4 nav-wide:hidden"
      >
        {children}
      </div>
    </>
  );
}
