import { type Consent, consentCookie, consentFromCookies, serializeConsent } from './consent-cookie';

/** Fired on window when the guest saves a choice (detail: the Consent). */
export const CONSENT_CHANGE_EVENT = 'consentchange';

/** The guest's choice in this browser, or null when none was made yet. */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  return consentFromCookies(document.cookie);
}

/** §3: functional items (the global search history) need consent. */
export function hasFunctionalConsent(): boolean {
  return readConsent()?.functional ?? false;
}

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}

/** useSyncExternalStore source: the cookie's value ('' while undecided), changing on saveConsent. */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

export function consentSnapshot(): string {
  const consent = readConsent();
  return consent ? serializeConsent(consent) : '';
}
