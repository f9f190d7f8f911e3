import type { CardSaveText } from './payment-view';

/** Saved payment methods (messages PayMethods): saving a card, the list, removing, adding one. */
export type MethodsText = CardSaveText & {
  savedMethods: string;
  noMethods: string;
  isDefault: string;
  paytype: Record<'CC' | 'LS', string>;
  /** "Remove {label}": the remove button's accessible name. */
  removeLabel: string;
  remove: string;
  removing: string;
  removeFailed: string;
  addCard: string;
  back: string;
};
