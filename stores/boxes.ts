import { create } from 'zustand';

/**
 * The §2 boxes open on the page, by name, in the order they opened (the last one on top).
 * §2 "Opening a box is refused if one with the same id is already present": `boxOpened` answers
 * false and changes nothing then; only the owner of the open box gives it new props
 * (`boxUpdated`, components/boxes/show-box.tsx). What a name loads and which props it takes is
 * components/boxes/box-registry.ts; openBox / <ShowBox> there are the typed way in, and
 * components/boxes/box-host.tsx draws what is open here.
 *
 * No zod and no component here: the store is first-load JavaScript of every page (the host is in
 * the layout), the boxes themselves load when they open.
 */
export type BoxOptions = {
  /** §2 "An option can place a box over the cookie banner and block page scrolling." */
  overConsent?: boolean;
};

export type OpenBox = { name: string; props: object; options: BoxOptions };

type BoxesState = {
  open: readonly OpenBox[];
  actions: {
    /** false: a box of that name is already present, and it stays as it is. */
    boxOpened: (name: string, props: object, options?: BoxOptions) => boolean;
    /** New props for the open box of that name (its owner re-rendered, components/boxes/show-box.tsx). */
    boxUpdated: (name: string, props: object) => void;
    boxClosed: (name: string) => void;
  };
};

const NONE: readonly OpenBox[] = [];

const isOpen = (open: readonly OpenBox[], name: string) => open.some((box) => box.name === name);

const useBoxesStore = create<BoxesState>()((set, get) => ({
  open: NONE,
  actions: {
    boxOpened: (name, props, options = {}) => !isOpen(get().open, name) && (set((state) => ({ open: [...state.open, { name, props, options }] })), true),
    boxUpdated: (name, props) => set((state) => ({ open: state.open.map((box) => (box.name === name ? { ...box, props } : box)) })),
    boxClosed: (name) => set((state) => (isOpen(state.open, name) ? { open: state.open.filter((box) => box.name !== name) } : state)),
  },
}));

/** The store outside React (openBox, tests). */
export const boxesStore = useBoxesStore;

export const useOpenBoxes = () => useBoxesStore((state) => state.open);
export const useBoxesActions = () => useBoxesStore((state) => state.actions);
