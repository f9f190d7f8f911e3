import { describe, expect, it } from 'vitest';
import { specialMarketTarget } from '@/lib/overlay/special-market';

describe('§2 "A special-market route redirects after login to /{language}/ plus its home path, keeping the query string, after 500 ms"', () => {
  it('goes to /{language}/{home}/ with the query string, after 500 ms', () => {
    expect(specialMarketTarget({ language: 'es', specialMarketHome: 'es-home' }, { search: '?w=12&ws=ab' })).toEqual({
      url: '/es/es-home/?w=12&ws=ab',
      delayMs: 500,
    });
  });

  it('trims slashes of the configured path and keeps an empty query empty', () => {
    expect(specialMarketTarget({ language: 'de', specialMarketHome: '/spezial/start/' }, { search: '' })?.url).toBe('/de/spezial/start/');
  });

  it('is null outside a special-market host', () => {
    expect(specialMarketTarget({ language: 'en', specialMarketHome: null }, { search: '?a=1' })).toBeNull();
    expect(specialMarketTarget({ language: 'en', specialMarketHome: '' }, { search: '' })).toBeNull();
  });
});
