import { describe, expect, it } from 'vitest';
import { cookieNames } from '@/lib/cookies/names';
import { partnerCookies, partnerFromCookies, partnerFromQuery } from '@/lib/cookies/partner';

describe('§3 "Cookies are short codes for: … partner id, subref, token"', () => {
  it('every cookie name is short and unique', () => {
    const names = Object.values(cookieNames);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]{2,3}$/);
  });

  it('an affiliate link keeps w as partner id and ws as subref for 30 days', () => {
    const partner = partnerFromQuery('?w=4711&ws=summer_2026&x=1');
    expect(partner).toEqual({ w: '4711', ws: 'summer_2026' });
    expect(partnerCookies(partner, true)).toEqual([
      'pid=4711; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
      'sr=summer_2026; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    ]);
  });

  it('a new partner without subref clears the old subref; no w keeps whatever was there', () => {
    expect(partnerCookies(partnerFromQuery('?w=99'), false)).toEqual(['pid=99; Path=/; Max-Age=2592000; SameSite=Lax', 'sr=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(partnerCookies(partnerFromQuery('?ws=only-sub'), false)).toEqual([]);
  });

  it('values that could break a cookie or a URL are ignored', () => {
    expect(partnerFromQuery('?w=a;b&ws=x')).toEqual({});
    expect(partnerFromQuery(`?w=${'1'.repeat(65)}`)).toEqual({});
    expect(partnerFromQuery('?w=12&ws=<script>')).toEqual({ w: '12' });
  });

  it('reads the kept partner back for the overlay options w and ws', () => {
    expect(partnerFromCookies('cc=f0a0; pid=4711; sr=summer_2026')).toEqual({ w: '4711', ws: 'summer_2026' });
    expect(partnerFromCookies('sr=orphan')).toEqual({});
    expect(partnerFromCookies('')).toEqual({});
  });
});
