import { boxesStore } from '@/stores/boxes';

/**
 * §2 one box at a time: whether a box is on the page — one of the registry (stores/boxes.ts), or
 * one its owner draws (every box carries data-box, docked cards too; modal dialogs their role).
 * A box that opens by itself asks first and waits for another page view when one is there.
 */
export function boxShown(): boolean {
  return boxesStore.getState().open.length > 0 || document.querySelector('[data-box], [role="dialog"]:not([hidden]), [role="alertdialog"]') !== null;
}
