import { type ReactNode, useEffect, useRef } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { layoutActions } from '@/stores/layout';
import { CamFilterBody } from './cam-filter-body';
import { CategoryFilterBody } from './category-filter-body';
import { MyAccountBody } from './my-account-body';
import type { MobileMenuText } from './mobile-menu-text';

function bodyOf(text: MobileMenuText): ReactNode {
  if (text.kind === 'camFilter') return <CamFilterBody text={text} />;
  if (text.kind === 'categoryFilter') return <CategoryFilterBody text={text} />;
  return <MyAccountBody text={text} />;
}

/**
 * A §2 mobile menu sheet: its heading, a close button (back to the menu's button, as Escape does in
 * header-menus.ts) and the body. Focus moves in when it first appears; later openings are focused by
 * header-menus.ts (data-menu-focus-first).
 */
export function MenuBody({ text, button }: { text: MobileMenuText; button: HTMLButtonElement }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const close = () => {
    layoutActions().menuClosed(text.kind);
    button.focus();
  };
  return (
    <QueryProvider>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">{text.title}</h2>
        <button
          ref={closeRef}
          type="button"
          onClick={close}
          aria-label={text.close}
          className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-2"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {bodyOf(text)}
    </QueryProvider>
  );
}
