import type { ReactNode } from 'react';
import type { MobileMenuTexts } from './mobile-menu-texts';
import type { MobileMenuText } from './mobile-menu-text';

const icons: Record<MobileMenuText['kind'], ReactNode> = {
  camFilter: <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />,
  categoryFilter: <path d="M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z" strokeLinejoin="round" />,
  myAccount: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0" strokeLinecap="round" />,
};

/**
 * One §2 mobile menu: a server-HTML button (components/layout/header-menus.ts makes it a top menu of
 * the layout store) and an empty panel carrying its finished strings; the body's code loads on the
 * first tap (components/mobile-menus/mount-menu-body.tsx), so the header costs no JavaScript for it.
 */
function Trigger({ text }: { text: MobileMenuText }) {
  const panelId = `mobile-${text.kind}`;
  return (
    <>
      <button
        type="button"
        data-menu={text.kind}
        data-menu-body=""
        data-menu-focus-first=""
        aria-expanded="false"
        aria-controls={panelId}
        className="inline-flex min-h-9 min-w-0 items-center justify-center gap-1 rounded-full px-2 text-sm font-medium text-fg ring-1 ring-line hover:ring-accent aria-expanded:bg-accent aria-expanded:text-on-accent aria-expanded:ring-accent"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          {icons[text.kind]}
        </svg>
        <span className="truncate">{text.title}</span>
      </button>
      <div
        id={panelId}
        hidden
        role="region"
        aria-label={text.title}
        data-menu-text={JSON.stringify(text)}
        className="fixed inset-x-0 bottom-0 top-24 z-40 overflow-y-auto border-t border-line bg-bg px-4 pb-8 pt-4 nav-wide:hidden"
      />
    </>
  );
}

/** §2 mobile menu mode (below 1023 px): the cam filter, category filter and my-account menus under the header row, three equal columns (nothing scrolls off a 375 px phone). */
export function MobileMenuBar({ texts }: { texts: MobileMenuTexts }) {
  return (
    <div role="group" aria-label={texts.toolbar} className="grid h-10 grid-cols-3 items-center gap-1.5 border-t border-line px-3 nav-wide:hidden">
      <Trigger text={texts.camFilter} />
      <Trigger text={texts.categoryFilter} />
      <Trigger text={texts.myAccount} />
    </div>
  );
}
