import { currentRealtimeSession } from '@/stores/realtime-session';
import type { OverlayFlow } from './flows';
import type { OverlayOptions, PrefillOptions } from './options-schema';
import type { PendingAction } from './pending-action-schema';
import { takePendingAction } from './pending-action';
import { PENDING_ACTION_EVENT } from './pending-action-event';
import { pinMessage } from './pending-action-pin';

export { PENDING_ACTION_EVENT } from './pending-action-event';

/** How a paytour opens its flow: the controller's openOverlay, handed in (it imports this module). */
export type OpenPaytour = (flow: OverlayFlow, input: { options: OverlayOptions; prefill?: PrefillOptions }) => unknown;

/**
 * §3 onLoginAction, run once right after login. Favourites go over the WebSocket (§7 favourite
 * pin and unpin, sent as the guest: the session's token was set by the login just before);
 * redirect and paytour act here; the rest is handed to the feature that owns it by an event.
 */
export function runPendingAction(openPaytour: OpenPaytour): void {
  const action = takePendingAction();
  if (action) run(action, openPaytour);
}

function run(action: PendingAction, openPaytour: OpenPaytour): void {
  switch (action.type) {
    case 'favoritePin':
    case 'favoriteUnpin': {
      const { subject, targetId } = action.params;
      currentRealtimeSession()?.send(pinMessage(subject, targetId, action.type === 'favoritePin'));
      return;
    }
    case 'redirect':
      window.location.assign(action.params.targetUrl);
      return;
    case 'showPaytour': {
      const { flow, ...options } = action.params.options;
      const { selectedAmount, ...rest } = options;
      void openPaytour(flow, { options: rest, prefill: selectedAmount ? { selectedAmount } : undefined });
      return;
    }
    case 'buy':
      // The item's buy button is on the page (components/purchase/buy-button.tsx) and listens.
      window.dispatchEvent(new CustomEvent(PENDING_ACTION_EVENT, { detail: action }));
      return;
    default:
      window.dispatchEvent(new CustomEvent(PENDING_ACTION_EVENT, { detail: action }));
  }
}
