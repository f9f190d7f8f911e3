import type { PendingAction } from './pending-action-schema';

/**
 * Fired on window with the action as detail for the kinds another feature runs (notes, ratings,
 * messenger, buy). Its own module, without zod, so a listener on the page (the buy button) adds
 * nothing to first-load JavaScript.
 */
export const PENDING_ACTION_EVENT = 'pendingaction';

export type PendingActionEvent = CustomEvent<PendingAction>;
