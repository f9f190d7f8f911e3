'use client';

import { useParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { type Locale, pathnames } from '@/i18n/routing';
import { useIsMenuOpen, useLayoutActions } from '@/stores/layout';

export type LanguageOption = { locale: Locale; name: string };

type LanguageSwitcherProps = {
  current: Locale;
  options: readonly LanguageOption[];
  /** "Language: Deutsch" – the button's accessible name, translated on the server. */
  buttonLabel: string;
  listLabel: string;
};

type Href = Parameters<typeof Link>[0]['href'];

/**
 * Same route, same parameters, other language: the localized slug comes from the pathnames table
 * (/de/neue-girls/ → /es/nuevas-chicas/; a profile keeps its actorName). Paths outside the
 * table (a 404) keep their segments as they are.
 */
function useSamePageHref(): Href {
  const pathname = usePathname() as string;
  const params: Record<string, string | string[]> = { ...useParams<Record<string, string | string[]>>() };
  delete params.locale;
  if (!Object.hasOwn(pathnames, pathname)) return pathname as Href;
  return { pathname, params } as Href;
}

export function LanguageSwitcher({ current, options, buttonLabel, listLabel }: LanguageSwitcherProps) {
  const open = useIsMenuOpen('language');
  const { menuToggled, menuClosed } = useLayoutActions();
  const href = useSamePageHref();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) menuClosed('language');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menuClosed('language');
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, menuClosed]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={buttonLabel}
        onClick={() => menuToggled('language')}
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
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 min-w-44 rounded-xl border border-line bg-surface p-1 shadow-xl"
      >
        {options.map((option) => (
          <li key={option.locale}>
            <Link
              href={href}
              locale={option.locale}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={() => menuClosed('language')}
              className="flex items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-fg hover:bg-surface-2 aria-[current]:text-accent"
            >
              <span>{option.name}</span>
              <span className="text-xs uppercase text-muted">{option.locale}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
