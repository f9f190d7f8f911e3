import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export type LanguageOption = { locale: Locale; name: string };

type LanguageSwitcherProps = {
  current: Locale;
  options: readonly LanguageOption[];
  /** "Language: Deutsch" – the button's accessible name, translated on the server. */
  buttonLabel: string;
  listLabel: string;
};

/**
 * Same route, same parameters, same query, other language (locale-path.ts): header-menus.ts
 * computes the links from the address when the list opens; the server's links (each language's
 * home) stand until then. The links are plain anchors: another language is another root
 * layout, which is a full page load in any case.
 */
export function LanguageSwitcher({ current, options, buttonLabel, listLabel }: LanguageSwitcherProps) {
  return (
    <div data-menu-root="" className="relative">
      <button
        type="button"
        data-menu="language"
        data-menu-hrefs=""
        aria-expanded="false"
        aria-controls="language-list"
        aria-label={buttonLabel}
        className="inline-flex min-h-10 items-center gap-1 rounded-full px-2.5 text-sm font-semibold uppercase text-fg hover:bg-surface-2"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-muted" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        {current}
      </button>
      <ul
        id="language-list"
        aria-label={listLabel}
        hidden
        className="absolute right-0 top-full z-50 mt-2 min-w-44 rounded-xl border border-line bg-surface p-1 shadow-xl"
      >
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={hrefOf(option.locale, '/')}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              className="flex items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-fg hover:bg-surface-2 aria-[current]:text-accent"
            >
              <span>{option.name}</span>
              <span className="text-xs uppercase text-muted">{option.locale}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
