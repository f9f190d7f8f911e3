'use client';

import { type ComponentType, type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';
import type { SearchBoxText } from './search-box-text';
import { PLAIN_FIELD_ID, SearchBoxView } from './search-box-view';

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
 * First-load JavaScript is budgeted: the server renders the markup (SearchBoxView), this island
 * takes over once the page is idle (SearchBoxIsland), and the combobox replaces the plain field on
 * the first pointer, focus or key, keeping what was typed.
 */
export function SearchBox({ text, locale }: { text: SearchBoxText; locale: string }) {
  const open = useIsMenuOpen('search');
  const { menuToggled, menuClosed } = useLayoutActions();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [Loaded, setLoaded] = useState<Combobox | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  // What was typed into the server's plain field while this chunk loaded (that field is still in the document now).
  const [initialValue] = useState(() => (typeof document === 'undefined' ? '' : (document.querySelector<HTMLInputElement>(`#${PLAIN_FIELD_ID}`)?.value ?? '')));

  // Widening to the desktop field hides the panel: it must not stay open (and lock scrolling) unseen.
  useEffect(() => {
    const desktop = window.matchMedia('(width >= 1200px)');
    const onChange = () => {
      if (desktop.matches) menuClosed('search');
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuClosed]);

  // Enter in the plain field while the chunk loads: kept apart from the load that started it, since
  // the load of the first focus usually resolves first and the handover is taken once (the Enter
  // was lost when its own load found the handover made).
  const submitRequested = useRef(false);
  const load = (submit = false) => {
    if (submit) submitRequested.current = true;
    void loadCombobox().then((component) => {
      const field = fieldRef.current;
      setHandover((previous) => previous ?? { value: field?.value ?? '', focused: document.activeElement === field, submit: submitRequested.current });
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
    <SearchBoxView
      text={text}
      open={open}
      initialValue={initialValue}
      fieldRef={fieldRef}
      buttonRef={buttonRef}
      onPlainSubmit={onPlainSubmit}
      onFieldIntent={() => load()}
      onButtonIntent={() => void loadCombobox()}
      onButtonClick={() => {
        if (open) return menuClosed('search');
        // The panel opens with its field focused, so the chunk is there first.
        void loadCombobox().then((component) => {
          setLoaded(() => component);
          menuToggled('search');
        });
      }}
      desktop={
        Loaded && handover ? (
          <Loaded text={text} locale={locale} variant="header" initialValue={handover.value} autoFocus={handover.focused} submitOnMount={handover.submit} />
        ) : null
      }
      panel={open && Loaded ? <Loaded text={text} locale={locale} variant="panel" autoFocus onNavigate={() => menuClosed('search')} onEscape={close} /> : null}
    />
  );
}
