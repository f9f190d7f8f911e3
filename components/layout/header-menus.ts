import type { Locale } from '@/i18n/routing';
import { type TopMenu, layoutActions, openMenuNow, subscribeOpenMenu } from '@/stores/layout';

/*
 * The header's menus are server HTML (nav-menu.tsx, mobile-menu.tsx, language-switcher.tsx): a
 * button with data-menu, aria-expanded and aria-controls, and a hidden panel. This module, loaded
 * after hydration, drives them from the layout store by delegated listeners, so no React code of
 * theirs is first-load JavaScript. Markup it reads:
 *   button[data-menu]         the top menu it toggles (stores/layout.ts TopMenu)
 *   data-label-open/-close    the button's accessible name while closed / open
 *   data-menu-focus-first     opening moves focus to the panel's first link or button
 *   data-menu-hrefs           the language list: links get the same page in their language first
 *   [data-menu-root]          a press outside it, or focus leaving it, closes its menu
 */

const buttonOf = (doc: Document, menu: TopMenu | null) =>
  menu === null ? null : doc.querySelector<HTMLButtonElement>(`button[data-menu="${menu}"]`);

const panelOf = (doc: Document, button: HTMLButtonElement) => doc.getElementById(button.getAttribute('aria-controls') ?? '');

// The slug table travels in its own chunk, fetched when the list is about to open (first-load JavaScript budget).
const loadLocalePath = () => import('./locale-path');
// §2 mobile menus whose body is client code (data-menu-body): the code arrives on the first tap.
const loadMenuBody = () => import('@/components/mobile-menus/mount-menu-body');

function mountBodyOnce(panel: HTMLElement | null, button: HTMLButtonElement) {
  if (!panel || !button.hasAttribute('data-menu-body') || panel.hasAttribute('data-menu-mounted')) return;
  panel.setAttribute('data-menu-mounted', '');
  void loadMenuBody().then(({ mountMenuBody }) => mountMenuBody(panel, button));
}

/** Same route, same parameters, same query, other language, computed from the address on opening. */
async function fillLanguageHrefs(panel: HTMLElement | null) {
  const { pathInLocale } = await loadLocalePath();
  const { pathname, search } = window.location;
  for (const link of panel?.querySelectorAll<HTMLAnchorElement>('a[hreflang]') ?? []) {
    link.href = pathInLocale(pathname, search, link.hreflang as Locale);
  }
}

function render(doc: Document, open: TopMenu | null, previous: TopMenu | null) {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-menu]')) {
    const isOpen = button.dataset.menu === open;
    button.setAttribute('aria-expanded', String(isOpen));
    const label = isOpen ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute('aria-label', label);
    const panel = panelOf(doc, button);
    if (panel) panel.hidden = !isOpen;
    if (isOpen) mountBodyOnce(panel, button);
  }
  const opened = open !== previous ? buttonOf(doc, open) : null;
  if (opened?.hasAttribute('data-menu-focus-first')) panelOf(doc, opened)?.querySelector<HTMLElement>('a, button')?.focus();
}

/** Wires the header's menus in `doc`; returns the undo (React effects run twice in development). */
export function installHeaderMenus(doc: Document = document): () => void {
  const actions = layoutActions();
  // Menus handled here; others in the store (notifications, filters) close themselves.
  const ours = (menu: TopMenu | null) => buttonOf(doc, menu);

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>('button[data-menu]');
    if (button) {
      const menu = button.dataset.menu as TopMenu;
      if (openMenuNow() === menu) return actions.menuClosed(menu);
      if (!button.hasAttribute('data-menu-hrefs')) return actions.menuToggled(menu);
      void fillLanguageHrefs(panelOf(doc, button)).then(() => actions.menuOpened(menu));
      return;
    }
    // A followed link closes its menu, also when it points at the page already shown.
    const open = ours(openMenuNow());
    if (open && target.closest('a') && panelOf(doc, open)?.contains(target)) actions.menuClosed(open.dataset.menu as TopMenu);
  };

  const onKey = (event: KeyboardEvent) => {
    const open = ours(openMenuNow());
    if (event.key !== 'Escape' || !open) return;
    actions.menuClosed(open.dataset.menu as TopMenu);
    open.focus();
  };

  const onPointer = (event: PointerEvent) => {
    const root = ours(openMenuNow())?.closest('[data-menu-root]');
    if (root && !root.contains(event.target as Node)) actions.menuClosed(openMenuNow() ?? undefined);
  };

  const onFocusOut = (event: FocusEvent) => {
    const open = ours(openMenuNow());
    const root = open?.closest('[data-menu-root]');
    if (!open || !root?.contains(event.target as Node) || root.contains(event.relatedTarget as Node | null)) return;
    if (root.hasAttribute('data-nav-group')) actions.menuClosed(open.dataset.menu as TopMenu);
  };

  // The slug table is fetched when the language list is about to open.
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('button[data-menu-hrefs]')) void loadLocalePath();
  };

  render(doc, openMenuNow(), null);
  const unsubscribe = subscribeOpenMenu((open, previous) => render(doc, open, previous));
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('pointerdown', onPointer);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerover', onIntent);
  doc.addEventListener('focusin', onIntent);
  return () => {
    unsubscribe();
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('pointerdown', onPointer);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
