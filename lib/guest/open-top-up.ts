import type { OverlayFlow } from '@/lib/overlay/flows';
import { overlayController } from '@/lib/overlay/overlay-store';
import { guestSessionStore } from '@/stores/guest-session';
import { topUpFlow } from './roles';

/**
 * Every "top up" button of the app: §6 "Restricted guest: a top-up opens the operator
 * compensation flow instead". The pay pages check the same on the server, so a session that has
 * not arrived yet still ends on the compensation screen.
 */
export function openTopUp(flow: Extract<OverlayFlow, 'moneycharge' | 'oneclick' | 'autorecharge' | 'changecc' | 'changels' | 'carrier'> = 'moneycharge'): void {
  const restricted = topUpFlow(guestSessionStore.getState().session) === 'opcompensation';
  void overlayController().then((controller) => controller.openOverlay(restricted ? 'opcompensation' : flow));
}
