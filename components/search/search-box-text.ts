/** The search box's strings, translated on the server (messages SearchBox) and passed as props. */
export type SearchBoxText = {
  label: string;
  placeholder: string;
  submit: string;
  open: string;
  close: string;
  /** "Type at least 3 characters." (§5) */
  hint: string;
  proposals: string;
  lastSearches: string;
  noProposals: string;
  loading: string;
  actor: string;
  tag: string;
  /** The live-region text for 0, 1, 2 … proposals (plural forms differ per language). */
  resultsCount: string[];
  /** The localized search page URL with SEARCH_PATTERN_SLOT where the pattern goes. */
  searchPath: string;
};

/** Stands for the pattern in SearchBoxText.searchPath (no character of an encoded pattern looks like it). */
export const SEARCH_PATTERN_SLOT = '{searchPattern}';
