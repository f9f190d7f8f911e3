/**
 * The overlay controller, loaded on first use: it carries the zod protocol, so the page ships
 * none of it up front. Its own file, apart from the state in stores/overlay.ts, so that nothing
 * the controller imports leads back to it (no import cycle).
 */
export function overlayController() {
  return import('./overlay-api');
}
