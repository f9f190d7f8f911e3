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

/**
 * Runs `then` once the guest has answered the §3 consent banner (at once when she had): what opens
 * by itself (the §2 auto boxes, the conversion-chat offer) never lands on top of the banner, which
 * asks first. Returns its cancel.
 */
export function whenConsentAnswered(then: () => void): () => void {
  if (consentSnapshot() !== '') {
    then();
    return () => {};
  }
  const onChange = () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    then();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}
