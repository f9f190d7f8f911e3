import { settledOverlayConfig } from '@/stores/overlay';

/** The running server's switches for the age-check prompts (GET /rest/v1/config/client). */
export type AgeCheckSwitches = {
  /** §4 AVS_FORCED_MODAL: a logged-in guest without avs gets the AVS flow at once. */
  avsForcedModal: boolean;
  /** §6 es-avs: the Spanish market's age-check modal, on for this page's host (lib/server/market). */
  esAvsModal: boolean;
};

/**
 * Read from the overlay's settled configuration: config/client answers for the host the page was
 * asked on, and the overlay asks it once per page anyway (lib/server/rest/areas/config.ts);
 * absent → off.
 */
export async function ageCheckSwitches(): Promise<AgeCheckSwitches> {
  const config = await settledOverlayConfig();
  return { avsForcedModal: config.avsForcedModal === true, esAvsModal: config.esAvsModal === true };
}
