import type { Locale } from '@/i18n/routing';
import type { Incentive, IncentiveResult, RefillHideInterval } from '@/lib/contracts/incentive';
import { openTopUp } from '@/lib/guest/open-top-up';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { reportIncentiveClosed, setRefillWindowHidden } from '@/lib/queries/conversion';
import { incentiveBlockCookie } from './block-cookie';
import { incentiveStore } from '@/stores/incentives';

const actions = () => incentiveStore.getState().actions;

/**
 * §4 "Closing removes the incentive and reports the result; a successful report reloads page-load
 * incentives." A visitor's dismissal also blocks the incentive's group in this browser for 30
 * days (§9 cookie); a logged-in guest's is kept by the server (the rest of the day).
 */
export async function closeIncentive(incentive: Incentive, result: IncentiveResult, language: Locale): Promise<void> {
  actions().incentiveClosed(incentive);
  if (result === 'dismissed' && !isLoggedIn(getGuestState())) {
    document.cookie = incentiveBlockCookie(incentive.uniqueGroup, window.location.protocol === 'https:');
    actions().groupBlocked(incentive.uniqueGroup);
  }
  try {
    await reportIncentiveClosed(language, incentive, result);
  } catch {
    return; // not reported: nothing to reload (the next page asks again anyway)
  }
  actions().reloadRequested();
}

/**
 * The guest takes the offer: the flow it promises opens (with the page's performer as `host`,
 * §3 overlay options) and the close is reported as accepted.
 */
export function acceptIncentive(incentive: Incentive, language: Locale): void {
  const host = incentiveStore.getState().host;
  const options = host ? { host } : undefined;
  switch (incentive.type) {
    case 'signup':
      void overlayController().then((c) => c.openAuth({ view: 'signup', prefill: options }));
      break;
    case 'firstTopUp':
    case 'refill':
      // §6: a restricted guest's top-up becomes the compensation flow (lib/guest/open-top-up.ts).
      openTopUp('moneycharge', options);
      break;
    case 'vip':
    case 'vipEnding':
      void overlayController().then((c) => c.openOverlay('vipabo', options ? { options } : {}));
      break;
  }
  void closeIncentive(incentive, 'accepted', language);
}

/** §7 setRefillWindowHidden: §4 "Hiding the refill window removes that type", for a day or a week. */
export async function hideRefillWindow(interval: RefillHideInterval, language: Locale): Promise<void> {
  actions().typeHidden('refill');
  if (!isLoggedIn(getGuestState())) return;
  try {
    await setRefillWindowHidden(language, interval);
  } catch {
    // Not stored: the card comes back with the next page, where the guest can hide it again.
  }
}
