import { describe, expect, it } from 'vitest';
import { marketSettings } from '@/lib/server/market/market-settings';

const configured = { SPECIAL_MARKET_HOME: 'new-girls', ES_AVS_MODAL: true };

describe('§1 market variants: what each variant changes', () => {
  it('§1 "es default language" and §6 "The Spanish-market variant shows a special age-check modal when … config enables it"', () => {
    expect(marketSettings('es', configured)).toEqual({
      variant: 'es',
      rootLanguage: 'es',
      esAvsModal: true,
      specialLoginBox: false,
      specialMarketHome: null,
    });
    expect(marketSettings('es', { ES_AVS_MODAL: false }).esAvsModal).toBe(false);
  });

  it('§2 "A special-market variant shows a login modal … on its own hosts" and redirects to its home path after login', () => {
    expect(marketSettings('special', configured)).toEqual({
      variant: 'special',
      rootLanguage: null,
      esAvsModal: false,
      specialLoginBox: true,
      specialMarketHome: 'new-girls',
    });
    expect(marketSettings('special', { ES_AVS_MODAL: true }).specialMarketHome).toBeNull();
  });

  it('the default variant stays the plain site whatever the market settings say', () => {
    expect(marketSettings('default', configured)).toEqual({
      variant: 'default',
      rootLanguage: null,
      esAvsModal: false,
      specialLoginBox: false,
      specialMarketHome: null,
    });
  });
});
