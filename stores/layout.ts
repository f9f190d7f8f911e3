import { create } from 'zustand';

/**
 * §2 top menus: navigation, search, cam filter, category filter, my account, notifications,
 * plus the header's disclosure menus (live, videos, top cams) and the language picker. Only one is
 * open at a time: opening one closes the others, because the store holds a single `openMenu`.
 */
export type TopMenu =
  | 'navigation'
  | 'search'
  | 'camFilter'
  | 'categoryFilter'
  | 'myAccount'
  | 'notifications'
  | 'language'
  | 'videos'
  | 'topCams'
  | 'live';

/** Small dropdowns do not cover the page, so they leave scrolling alone. */
const SCROLL_KEEPING_MENUS: ReadonlySet<TopMenu> = new Set(['language', 'videos', 'topCams', 'live']);

type LayoutState = {
  openMenu: TopMenu | null;
  /** §4 layout: body scroll is disabled while any holder is registered. */
  scrollHolders: readonly string[];
  /** §4 layout: the navbar is hidden while any hider is registered. */
  navbarHiders: readonly string[];
  /** §4 layout: the guest scrolled down past the threshold (components/scroll/navbar-scroll.ts). */
  navbarScrolledAway: boolean;
  actions: {
    menuOpened: (menu: TopMenu) => void;
    menuClosed: (menu?: TopMenu) => void;
    menuToggled: (menu: TopMenu) => void;
    pageChanged: () => void;
    scrollHoldAdded: (holder: string) => void;
    scrollHoldReleased: (holder: string) => void;
    navbarHiderAdded: (hider: string) => void;
    navbarHiderRemoved: (hider: string) => void;
    navbarScrolled: (away: boolean) => void;
  };
};

const added = (list: readonly string[], id: string) => (list.includes(id) ? list : [...list, id]);
const removed = (list: readonly string[], id: string) => list.filter((entry) => entry !== id);

// UI state of one browser tab only: nothing here is per guest, so a module store is safe.
const useLayoutStore = create<LayoutState>()((set) => ({
  openMenu: null,
  scrollHolders: [],
  navbarHiders: [],
  navbarScrolledAway: false,
  actions: {
    menuOpened: (menu) => set({ openMenu: menu }),
    // Closing a named menu leaves another one alone if it has been opened meanwhile.
    menuClosed: (menu) => set((state) => (menu === undefined || state.openMenu === menu ? { openMenu: null } : state)),
    menuToggled: (menu) => set((state) => ({ openMenu: state.openMenu === menu ? null : menu })),
    pageChanged: () => set({ openMenu: null }),
    scrollHoldAdded: (holder) => set((state) => ({ scrollHolders: added(state.scrollHolders, holder) })),
    scrollHoldReleased: (holder) => set((state) => ({ scrollHolders: removed(state.scrollHolders, holder) })),
    navbarHiderAdded: (hider) => set((state) => ({ navbarHiders: added(state.navbarHiders, hider) })),
    navbarHiderRemoved: (hider) => set((state) => ({ navbarHiders: removed(state.navbarHiders, hider) })),
    navbarScrolled: (away) => set({ navbarScrolledAway: away }),
  },
}));

export const useOpenMenu = () => useLayoutStore((state) => state.openMenu);

export const useIsMenuOpen = (menu: TopMenu) => useLayoutStore((state) => state.openMenu === menu);

const isScrollLocked = (state: LayoutState) =>
  state.scrollHolders.length > 0 || (state.openMenu !== null && !SCROLL_KEEPING_MENUS.has(state.openMenu));

/** §4: hidden while a hider is registered or after scrolling down; an open menu keeps it shown. */
const isNavbarHidden = (state: LayoutState) =>
  state.openMenu === null && (state.navbarHiders.length > 0 || state.navbarScrolledAway);

/** §2: an open menu disables body scroll; so does any registered holder (§4). */
export const useIsScrollLocked = () => useLayoutStore(isScrollLocked);

export const useIsNavbarHidden = () => useLayoutStore(isNavbarHidden);

export const useLayoutActions = () => useLayoutStore((state) => state.actions);

/** The store outside React: the header's menus are server HTML driven by components/layout/header-menus.ts. */
export const layoutActions = () => useLayoutStore.getState().actions;

export const openMenuNow = () => useLayoutStore.getState().openMenu;

export const subscribeOpenMenu = (listener: (open: TopMenu | null, previous: TopMenu | null) => void) =>
  useLayoutStore.subscribe((state, previous) => {
    if (state.openMenu !== previous.openMenu) listener(state.openMenu, previous.openMenu);
  });

/** The page-wide flags (components/layout/page-effects.ts puts them on <body>), now and on every change. */
export const watchPageFlags = (listener: (flags: { scrollLocked: boolean; navbarHidden: boolean }) => void) => {
  const flags = (state: LayoutState) => ({ scrollLocked: isScrollLocked(state), navbarHidden: isNavbarHidden(state) });
  listener(flags(useLayoutStore.getState()));
  return useLayoutStore.subscribe((state) => listener(flags(state)));
};
