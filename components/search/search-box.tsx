'use client';

import { type ComponentType, type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import type { SearchBoxText } from './search-box-text';
import { SearchIcon, SearchSubmit, searchInputClass } from './search-icon';

const PANEL_ID = 'mobile-search';
// The plain field's (empty) popup, so the combobox role is complete before the real one loads.
const PLAIN_LIST_ID = 'header-search-list';

type Combobox = ComponentType<ComponentProps<typeof import('./search-combobox').SearchCombobox>>;

// The combobox (proposals, history, routing) is its own chunk, fetched on the first sign of use.
let comboboxChunk: Promise<Combobox> | null = null;
const loadCombobox = () => (comboboxChunk ??= import('./search-combobox').then((module) => module.SearchCombobox));

/** What the plain field held when the combobox took its place. */
type Handover = { value: string; focused: boolean; submit: boolean };

/**
 * The header's global search. Desktop: the field itself. §2 mobile menu mode (below 1023 px),
 * and up to 1199 px where the navigation row needs the room: a button opening the search
 * panel, the 'search' top menu of the layout store — so opening it closes any other menu, and
 * while it is open the page does not scroll.
 *
 * First-load JavaScript is budgeted: the field is first a plain form with the combobox's look,
 * and the combobox replaces it on the first pointer, focus or key, keeping what was typed.
 */
export function SearchBox({ text, locale }: { text: SearchBoxText; locale: string }) {
  const open = useIsMenuOpen('search');
  const { menuToggled, menuClosed } = useLayoutActions();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [Loaded, setLoaded] = useState<Combobox | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);

  // Widening to the desktop field hides the panel: it must not stay open (and lock scrolling) unseen.
  useEffect(() => {
    const desktop = window.matchMedia('(width >= 1200px)');
    const onChange = () => {
      if (desktop.matches) menuClosed('search');
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuClosed]);

  const load = (submit = false) => {
    void loadCombobox().then((component) => {
      const field = fieldRef.current;
      setHandover((previous) => previous ?? { value: field?.value ?? '', focused: document.activeElement === field, submit });
      setLoaded(() => component);
    });
  };

  const onPlainSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load(true);
  };

  const close = () => {
    menuClosed('search');
    buttonRef.current?.focus();
  };

  return (
    <>
      <div className="hidden w-56 lg:block xl:w-72">
        {Loaded && handover ? (
          <Loaded
            text={text}
            locale={locale}
            variant="header"
            initialValue={handover.value}
            autoFocus={handover.focused}
            submitOnMount={handover.submit}
          />
        ) : (
          <form role="search" aria-label={text.label} onSubmit={onPlainSubmit} onPointerEnter={() => load()} className="relative">
            <input
              ref={fieldRef}
              type="search"
              role="combobox"
              aria-label={text.label}
              aria-autocomplete="list"
              aria-expanded={false}
              aria-controls={PLAIN_LIST_ID}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              placeholder={text.placeholder}
              onFocus={() => load()}
              className={searchInputClass}
            />
            <SearchSubmit label={text.submit} />
            <ul id={PLAIN_LIST_ID} role="listbox" aria-label={text.proposals} hidden />
          </form>
        )}
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? text.close : text.open}
        onPointerEnter={() => void loadCombobox()}
        onClick={() => {
          if (open) return menuClosed('search');
          // The panel opens with its field focused, so the chunk is there first.
          void loadCombobox().then((component) => {
            setLoaded(() => component);
            menuToggled('search');
          });
        }}
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
        {open && Loaded ? (
          <Loaded text={text} locale={locale} variant="panel" autoFocus onNavigate={() => menuClosed('search')} onEscape={close} />
        ) : null}
      </div>
    </>
  );
}
