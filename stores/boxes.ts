import { create } from 'zustand';

/**
 * The §2 boxes open on the page, by name, in the order they opened (the last one on top). One box
 * of each name at a time: opening a name that is open gives it the new props. What a name loads
 * and which props it takes is components/boxes/box-registry.ts; openBox / <ShowBox> there are the
 * typed way in, and components/boxes/box-host.tsx draws what is open here.
 *
 * No zod and no component here: the store is first-load JavaScript of every page (the host is in
 * the layout), the boxes themselves load when they open.
 */
export type OpenBox = { name: string; props: object };

type BoxesState = {
  open: readonly OpenBox[];
  actions: {
    boxOpened: (name: string, props: object) => void;
    boxClosed: (name: string) => void;
  };
};

const NONE: readonly OpenBox[] = [];

const useBoxesStore = create<BoxesState>()((set) => ({
  open: NONE,
  actions: {
    boxOpened: (name, props) =>
      set((state) => {
        const at = state.open.findIndex((box) => box.name === name);
        if (at < 0) return { open: [...state.open, { name, props }] };
        return { open: state.open.map((box, index) => (index === at ? { name, props } : box)) };
      }),
    boxClosed: (name) => set((state) => (state.open.some((box) => box.name === name) ? { open: state.open.filter((box) => box.name !== name) } : state)),
  },
}));

/** The store outside React (openBox, tests). */
export const boxesStore = useBoxesStore;

export const useOpenBoxes = () => useBoxesStore((state) => state.open);
export const useBoxesActions = () => useBoxesStore((state) => state.actions);
