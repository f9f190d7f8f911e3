import { create } from 'zustand';

/**
 * §2 top menus: navigation, search, cam filter, category filter, my account, notifications,
 * plus the language picker of the header. Only one is open at a time: opening one closes
 * the others, because the store holds a single `openMenu`.
 */
export type TopMenu =
  | 'navigation'
  | 'search'
  | 'camFilter'
  | 'categoryFilter'
  | 'myAccount'
  | 'notifications'
  | 'language';

/** The small dropdown does not cover the page, so it leaves scrolling alone. */
const SCROLL_KEEPING_MENUS: ReadonlySet<TopMenu> = new Set(['language']);

type LayoutState = {
  openMenu: TopMenu | null;
  actions: {
    menuOpened: (menu: TopMenu) => void;
    menuClosed: (menu?: TopMenu) => void;
    menuToggled: (menu: TopMenu) => void;
    pageChanged: () => void;
  };
};

// UI state of one browser tab only: nothing here is per guest, so a module store is safe.
const useLayoutStore = create<LayoutState>()((set) => ({
  openMenu: null,
  actions: {
    menuOpened: (menu) => set({ openMenu: menu }),
    // Closing a named menu leaves another one alone if it has been opened meanwhile.
    menuClosed: (menu) => set((state) => (menu === undefined || state.openMenu === menu ? { openMenu: null } : state)),
    menuToggled: (menu) => set((state) => ({ openMenu: state.openMenu === menu ? null : menu })),
    pageChanged: () => set({ openMenu: null }),
  },
}));

export const useOpenMenu = () => useLayoutStore((state) => state.openMenu);

export const useIsMenuOpen = (menu: TopMenu) => useLayoutStore((state) => state.openMenu === menu);

/** §2: an open menu disables body scroll. */
export const useIsScrollLocked = () =>
  useLayoutStore((state) => state.openMenu !== null && !SCROLL_KEEPING_MENUS.has(state.openMenu));

export const useLayoutActions = () => useLayoutStore((state) => state.actions);
