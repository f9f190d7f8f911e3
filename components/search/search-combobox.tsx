'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { searchPatternParam } from '@/lib/search/pattern-param';
import { cleanPattern, isSearchablePattern } from './last-searches';
import { SEARCH_PATTERN_SLOT, type SearchBoxText } from './search-box-text';
import { searchHistory } from './search-history';
import { SearchSubmit, searchInputClass } from './search-icon';
import { useProposals } from './use-proposals';

type Option = { label: string; kind: 'actor' | 'tag' | 'history' };

type SearchComboboxProps = {
  text: SearchBoxText;
  locale: string;
  /** header: a field with a dropdown; panel: the mobile search panel, list below the field. */
  variant: 'header' | 'panel';
  autoFocus?: boolean;
  /** Called before navigating to the results (the mobile panel closes). */
  onNavigate?: () => void;
  /** Escape with nothing left to close (the mobile panel closes). */
  onEscape?: () => void;
  /** What the field holds at first (the search page's own pattern, or what was typed before this chunk loaded). */
  initialValue?: string;
  /** Enter was pressed in the header's plain form before this chunk arrived: search at once. */
  submitOnMount?: boolean;
};

/**
 * The global search field (WAI-ARIA combobox with a listbox popup): proposals while typing
 * (§5: from 3 characters, else a hint), the last 3 searches when focused and empty (only with
 * functional consent, §3), arrow keys to move, Enter to search, Escape to close. Searching goes
 * to the localized video search page.
 */
export function SearchCombobox({ text, locale, variant, autoFocus, onNavigate, onEscape, initialValue = '', submitOnMount }: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [focused, setFocused] = useState(false);
  const [popup, setPopup] = useState(true);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[]>([]);

  const pattern = cleanPattern(value);
  const proposals = useProposals(value, locale, focused);
  const showHistory = pattern === '' && history.length > 0;
  const options: Option[] = showHistory
    ? history.map((label) => ({ label, kind: 'history' }))
    : proposals.pattern === pattern
      ? proposals.items.map((item) => ({ label: item.label, kind: item.type }))
      : [];
  const tooShort = pattern !== '' && !isSearchablePattern(pattern);
  const open = focused && popup && (showHistory || pattern !== '');
  const expanded = open && options.length > 0;
  const current = expanded && active < options.length ? active : -1;

  const search = (raw: string) => {
    const chosen = cleanPattern(raw);
    if (!isSearchablePattern(chosen)) {
      setPopup(true);
      return;
    }
    setHistory(searchHistory.remember(chosen));
    setPopup(false);
    setActive(-1);
    inputRef.current?.blur();
    onNavigate?.();
    router.push(text.searchPath.replace(SEARCH_PATTERN_SLOT, encodeURIComponent(searchPatternParam(chosen))));
  };

  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submittedOnMount.current) return;
    submittedOnMount.current = true;
    search(initialValue);
    // Once, for the value the plain form held; `search` is recreated every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const move = (step: 1 | -1) => {
    setPopup(true);
    if (options.length === 0) return;
    setActive((index) => (index < 0 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setPopup(false);
        setActive(-1);
      } else onEscape?.();
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      search(options[current]?.label ?? value);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  const status = tooShort
    ? text.hint
    : showHistory
      ? text.lastSearches
      : proposals.status === 'loading' && options.length === 0
        ? text.loading
        : proposals.status === 'done' && options.length === 0
          ? text.noProposals
          : options.length > 0
            ? text.proposals
            : null;
  const announcement = tooShort ? text.hint : proposals.status === 'done' ? (text.resultsCount[options.length] ?? '') : '';

  const popupClass =
    variant === 'header'
      ? 'absolute inset-x-0 top-full z-50 mt-1 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/40'
      : 'mt-2 rounded-xl border border-line bg-surface p-1';

  return (
    <form role="search" aria-label={text.label} onSubmit={onSubmit} className="relative">
      <div className="relative">
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={text.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          maxLength={100}
          placeholder={text.placeholder}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setPopup(true);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setPopup(true);
            setHistory(searchHistory.read());
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className={searchInputClass}
        />
        <SearchSubmit label={text.submit} />
      </div>
      <div hidden={!open} className={popupClass}>
        {status ? <p className="px-3 py-2 text-xs font-medium text-muted">{status}</p> : null}
        <ul id={listId} role="listbox" aria-label={showHistory ? text.lastSearches : text.proposals} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${option.label}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              // Keeps the focus in the field, so the click still counts as a choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(option.label)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                index === current ? 'bg-surface-2 text-accent' : 'text-fg hover:bg-surface-2'
              }`}
            >
              <span className="truncate">{option.label}</span>
              {option.kind !== 'history' ? (
                <span className="shrink-0 text-xs text-muted">{option.kind === 'actor' ? text.actor : text.tag}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {focused ? announcement : ''}
      </p>
    </form>
  );
}

