import type { OverlayFlow } from '@/lib/overlay/flows';
import type { OverlayOptions } from '@/lib/overlay/options-schema';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { guestSessionStore } from '@/stores/guest-session';
import { topUpFlow } from './roles';

/**
 * Every "top up" button of the app: §6 "Restricted guest: a top-up opens the operator
 * compensation flow instead". The pay pages check the same on the server, so a session that has
 * not arrived yet still ends on the compensation screen.
 */
export function openTopUp(
  flow: Extract<OverlayFlow, 'moneycharge' | 'oneclick' | 'autorecharge' | 'changecc' | 'changels' | 'carrier'> = 'moneycharge',
  options?: OverlayOptions,
): void {
  const restricted = topUpFlow(guestSessionStore.getState().session) === 'opcompensation';
  const opened = restricted ? 'opcompensation' : flow;
  void overlayController().then((controller) => (options ? controller.openOverlay(opened, { options }) : controller.openOverlay(opened)));
}
