import type { MarketVariant } from './market-hosts';

/**
 * What a §1 page variant changes, decided per request from its host (market-hosts.ts). The
 * per-variant settings come from configuration: SPECIAL_MARKET_HOME is the special market's home
 * path, ES_AVS_MODAL switches the Spanish market's age-check modal on; both apply only on hosts
 * MARKET_HOSTS gives that variant.
 */
export type MarketSettings = {
  variant: MarketVariant;
  /** §1 the language `/` opens in: es on the Spanish market; null → the browser's, else en. */
  rootLanguage: 'es' | null;
  /** §6 es-avs: the Spanish market's age-check modal, until the forced-avs cookie exists. */
  esAvsModal: boolean;
  /** §2 the special market's login box for visitors who are not logged in. */
  specialLoginBox: boolean;
  /** §2 the special market's home path (the after-login redirect); null: no redirect. */
  specialMarketHome: string | null;
};

/** The per-variant part of the environment (lib/server/env.ts). */
export type MarketEnv = { SPECIAL_MARKET_HOME?: string | undefined; ES_AVS_MODAL: boolean };

const DEFAULT_SETTINGS: Omit<MarketSettings, 'variant'> = {
  rootLanguage: null,
  esAvsModal: false,
  specialLoginBox: false,
  specialMarketHome: null,
};

/** The settings of one variant; the default variant is the plain site, whatever else is configured. */
export function marketSettings(variant: MarketVariant, config: MarketEnv): MarketSettings {
  switch (variant) {
    case 'es':
      return { ...DEFAULT_SETTINGS, variant, rootLanguage: 'es', esAvsModal: config.ES_AVS_MODAL };
    case 'special':
      return { ...DEFAULT_SETTINGS, variant, specialLoginBox: true, specialMarketHome: config.SPECIAL_MARKET_HOME ?? null };
    default:
      return { ...DEFAULT_SETTINGS, variant };
  }
}
