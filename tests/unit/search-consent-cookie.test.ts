import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  CONSENT_COOKIE,
  NECESSARY_ONLY,
  consentCookie,
  consentFromCookies,
  parseConsent,
  serializeConsent,
} from '@/lib/consent/consent-cookie';

describe('consent cookie (§3: necessary, functional, analytics; short code names)', () => {
  it('round-trips every choice', () => {
    for (const consent of [ALL_CONSENT, NECESSARY_ONLY, { functional: true, analytics: false }, { functional: false, analytics: true }]) {
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    }
  });

  it('treats anything else as "not decided yet"', () => {
    for (const value of [undefined, null, '', 'yes', 'f1a', 'f2a0', 'f1a0x']) expect(parseConsent(value)).toBeNull();
  });

  it('is found among other cookies', () => {
    expect(consentFromCookies(`a=1; ${CONSENT_COOKIE}=f1a0; b=2`)).toEqual({ functional: true, analytics: false });
    expect(consentFromCookies('a=1; xcc=f1a1')).toBeNull();
  });

  it('is a first-party cookie for one year, site-wide, SameSite=Lax (Secure on https)', () => {
    expect(consentCookie(ALL_CONSENT, false)).toBe(`${CONSENT_COOKIE}=f1a1; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(consentCookie(NECESSARY_ONLY, true)).toMatch(/; Secure$/);
  });
});
