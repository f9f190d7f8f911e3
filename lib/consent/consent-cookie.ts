import { cookieNames } from '@/lib/cookies/names';

/**
 * §3 cookie categories: necessary (always), functional and analytics (each needs consent). The
 * choice lives in one first-party cookie with a short code name, readable on the client and on
 * the server. Value: "f1a0" = functional yes, analytics no. Anything else means "not decided".
 */
export const CONSENT_COOKIE = cookieNames.consent;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Consent = { functional: boolean; analytics: boolean };

export const ALL_CONSENT: Consent = { functional: true, analytics: true };
export const NECESSARY_ONLY: Consent = { functional: false, analytics: false };

const VALUE = /^f([01])a([01])$/;

export function serializeConsent(consent: Consent): string {
  return `f${consent.functional ? 1 : 0}a${consent.analytics ? 1 : 0}`;
}

export function parseConsent(value: string | null | undefined): Consent | null {
  const match = value ? VALUE.exec(value) : null;
  return match ? { functional: match[1] === '1', analytics: match[2] === '1' } : null;
}

/** The consent in a Cookie header or document.cookie string, or null when none was given. */
export function consentFromCookies(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(rest.join('='));
  }
  return null;
}

/** The Set-Cookie / document.cookie string: one year, whole site, SameSite=Lax. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
