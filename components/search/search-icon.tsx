/** The magnifier of the header's search field and its phone button (no client code of its own). */
export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search field's look, shared by the plain form of the first view and the combobox that takes
 * over from it: the swap must not move a pixel.
 */
export const searchInputClass =
  'h-10 w-full rounded-full border border-line bg-surface-2 pl-4 pr-11 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden';

/** The field's submit button, inside it on the right. */
export function SearchSubmit({ label }: { label: string }) {
  return (
    <button type="submit" aria-label={label} className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg">
      <SearchIcon />
    </button>
  );
}
