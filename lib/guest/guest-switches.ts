import { settledOverlayConfig } from '@/stores/overlay';

/** The running server's switches for the age-check prompts (GET /rest/v1/config/client). */
export type AgeCheckSwitches = {
  /** §4 AVS_FORCED_MODAL: a logged-in guest without avs gets the AVS flow at once. */
  avsForcedModal: boolean;
  /** §6 ES_AVS_MODAL: the special market's age-check modal. */
  esAvsModal: boolean;
  /** §2 SPECIAL_MARKET_HOME; null: this is not the special-market host. */
  specialMarketHome: string | null;
};

/**
 * Read from the overlay's settled configuration: static pages were rendered at build time, so
 * only config/client knows the running server's switches, and the overlay asks it once per page
 * anyway (lib/server/rest/areas/config.ts); absent → off.
 */
export async function ageCheckSwitches(): Promise<AgeCheckSwitches> {
  const config = await settledOverlayConfig();
  return { avsForcedModal: config.avsForcedModal === true, esAvsModal: config.esAvsModal === true, specialMarketHome: config.specialMarketHome };
}
