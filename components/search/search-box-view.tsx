import type { FormEvent, ReactNode, Ref } from 'react';
import type { SearchBoxText } from './search-box-text';
import { SearchIcon, SearchSubmit, searchInputClass } from './search-icon';

export const SEARCH_PANEL_ID = 'mobile-search';
/** The plain field: the island reads what was typed into the server's one by it. */
export const PLAIN_FIELD_ID = 'header-search-field';
// The plain field's (empty) popup, so the combobox role is complete before the real one loads.
const PLAIN_LIST_ID = 'header-search-list';

type Props = {
  text: SearchBoxText;
  /** The §2 mobile search panel is open. */
  open?: boolean;
  /** The combobox once loaded, in place of the plain field (desktop). */
  desktop?: ReactNode;
  /** The panel's content once loaded (phone). */
  panel?: ReactNode;
  initialValue?: string;
  fieldRef?: Ref<HTMLInputElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  // Handlers are left out in the server's render (a server component cannot pass functions).
  onPlainSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onFieldIntent?: () => void;
  onButtonIntent?: () => void;
  onButtonClick?: () => void;
};

/**
 * The markup of the header's global search, without state: the server renders it into every page
 * (a plain field with the combobox's look and the phone's search button) and SearchBox renders the
 * same markup with its handlers once its chunk is there.
 */
export function SearchBoxView({ text, open = false, desktop, panel, initialValue, fieldRef, buttonRef, onPlainSubmit, onFieldIntent, onButtonIntent, onButtonClick }: Props) {
  return (
    <>
      <div className="hidden w-56 lg:block xl:w-72">
        {desktop ?? (
          <form role="search" aria-label={text.label} onSubmit={onPlainSubmit} onPointerEnter={onFieldIntent} className="relative">
            <input
              ref={fieldRef}
              id={PLAIN_FIELD_ID}
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
              defaultValue={initialValue}
              onFocus={onFieldIntent}
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
        aria-controls={SEARCH_PANEL_ID}
        aria-label={open ? text.close : text.open}
        onPointerEnter={onButtonIntent}
        onClick={onButtonClick}
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
      <div id={SEARCH_PANEL_ID} hidden={!open} className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t border-line bg-bg px-4 pb-8 pt-4 lg:hidden">
        {panel}
      </div>
    </>
  );
}
