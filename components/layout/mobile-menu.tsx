import type { ReactNode } from 'react';

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  /** Navigation, language and account controls. */
  children: ReactNode;
};

const PANEL_ID = 'mobile-navigation';

/**
 * §2 mobile menu mode (below 1023 px): a button that opens the navigation as a panel under the
 * header. Server HTML; header-menus.ts makes it the 'navigation' top menu of the layout store, so
 * opening it closes any other, moves focus into the panel, and the panel's links or Escape close it.
 */
export function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        data-menu="navigation"
        data-label-open={openLabel}
        data-label-close={closeLabel}
        data-menu-focus-first=""
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-label={openLabel}
        className="group inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 nav-wide:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 group-aria-expanded:hidden" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-6 group-aria-expanded:block" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
      <div id={PANEL_ID} hidden className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t border-line bg-bg px-4 pb-8 pt-4 nav-wide:hidden">
        {children}
      </div>
    </>
  );
}
