/** The window event the status bar island listens to (components/status-bars). */
export const STATUS_BAR_ERROR_EVENT = 'statusbar:error';

/**
 * §3 error status bar: any code shows a failure to the guest without importing a store or the
 * island (which loads after the first view); without the island mounted the event goes unheard.
 */
export function raiseStatusBarError(message: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string>(STATUS_BAR_ERROR_EVENT, { detail: message }));
}
