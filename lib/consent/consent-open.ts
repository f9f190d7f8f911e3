/** Fired on window to open the consent settings again (the footer's "cookie settings" link). */
export const CONSENT_OPEN_EVENT = 'consentopen';

/** A request for the settings the banner's island has not taken yet (its chunk may still be loading). */
let settingsRequested = false;

/**
 * Kept apart from consent-client.ts (the cookie's parsing and writing): the footer's button and the
 * banner's island are first-load JavaScript on every page and need only this.
 */
export function openConsentSettings(): void {
  settingsRequested = true;
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Whether the settings were asked for since the last call (the banner opens them once it is there). */
export function takeSettingsRequest(): boolean {
  const requested = settingsRequested;
  settingsRequested = false;
  return requested;
}
