import { type RefObject, useEffect } from 'react';

type MenuDismiss = {
  open: boolean;
  close: () => void;
  /** Escape returns focus here. */
  button: RefObject<HTMLElement | null>;
  /** When given, a pointer press outside this element closes the menu too. */
  root?: RefObject<HTMLElement | null>;
};

/** How the header's menus close: Escape (focus back on their button) and a press outside. */
export function useMenuDismiss({ open, close, button, root }: MenuDismiss) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root && !root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, button, root]);
}
