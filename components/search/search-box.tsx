'use client';

import { useEffect, useRef } from 'react';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import type { SearchBoxText } from './search-box-text';
import { SearchCombobox, SearchIcon } from './search-combobox';

const PANEL_ID = 'mobile-search';

/**
 * The header's global search. Desktop: the field itself. §2 mobile menu mode (below 1023 px),
 * and up to 1199 px where the navigation row needs the room: a button opening the search
 * panel, the 'search' top menu of the layout store — so opening it closes any other menu, and
 * while it is open the page does not scroll.
 */
export function SearchBox({ text, locale }: { text: SearchBoxText; locale: string }) {
  const open = useIsMenuOpen('search');
  const { menuToggled, menuClosed } = useLayoutActions();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Widening to the desktop field hides the panel: it must not stay open (and lock scrolling) unseen.
  useEffect(() => {
    const desktop = window.matchMedia('(width >= 1200px)');
    const onChange = () => {
      if (desktop.matches) menuClosed('search');
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuClosed]);

  const close = () => {
    menuClosed('search');
    buttonRef.current?.focus();
  };

  return (
    <>
      <div className="hidden w-56 lg:block xl:w-72">
        <SearchCombobox text={text} locale={locale} variant="header" />
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? text.close : text.open}
        onClick={() => menuToggled('search')}
        className="inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 lg:hidden"
      >
        {open ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        ) : (
          <SearchIcon />
        )}
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t border-line bg-bg px-4 pb-8 pt-4 lg:hidden"
      >
        {open ? (
          <SearchCombobox text={text} locale={locale} variant="panel" autoFocus onNavigate={() => menuClosed('search')} onEscape={close} />
        ) : null}
      </div>
    </>
  );
}
