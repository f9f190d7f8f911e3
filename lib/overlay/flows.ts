/**
 * §2 flows of the hosted payment and login overlay. `vxtvabo` is the TV subscription flow and
 * `vxabo` its abo view's flow; `vxsettings` is the settings variant. Auto recharge is always
 * shown in a frame, never a tab (./overlay-mode.ts).
 */
export const overlayFlows = [
  'moneycharge',
  'trialmoneycharge',
  'limit',
  'oneclick',
  'autorecharge',
  'vipabo',
  'trialvipabo',
  'vxtvabo',
  'vxabo',
  'changecc',
  'changels',
  'settings',
  'vxsettings',
  'pwdreset',
  'pwdlost',
  'login',
  'signup',
  'avs',
  'promocode',
  'scratchcard',
  'carrier',
  'opcompensation',
] as const;
/** The zod enum of these lives in ./options-schema.ts, so this file (and the URL builder) ships no zod. */
export type OverlayFlow = (typeof overlayFlows)[number];

/** §2: the flow opened when none (or an unknown one) is named, e.g. showModalbox=1 without vxpFlow. */
export const DEFAULT_OVERLAY_FLOW: OverlayFlow = 'moneycharge';

/** §2 views: one page each under /pay/ on PAY_ORIGIN; '' is the empty default view (/pay/). */
export const overlayViews = ['payment', 'abo', 'vxabo', 'login', 'signup', 'avs', 'promocode', 'carrier', 'opcompensation', ''] as const;
export type OverlayView = (typeof overlayViews)[number];

const viewByFlow: Record<OverlayFlow, OverlayView> = {
  moneycharge: 'payment',
  trialmoneycharge: 'payment',
  limit: 'payment',
  oneclick: 'payment',
  autorecharge: 'payment',
  changecc: 'payment',
  changels: 'payment',
  vipabo: 'abo',
  trialvipabo: 'abo',
  vxtvabo: 'abo',
  vxabo: 'vxabo',
  login: 'login',
  pwdlost: 'login',
  pwdreset: 'login',
  signup: 'signup',
  avs: 'avs',
  // §2: the promocode view also serves the scratch card.
  promocode: 'promocode',
  scratchcard: 'promocode',
  carrier: 'carrier',
  opcompensation: 'opcompensation',
  settings: '',
  vxsettings: '',
};

/** The view (and so the /pay/ page) that shows a flow. */
export function overlayViewForFlow(flow: OverlayFlow): OverlayView {
  return viewByFlow[flow];
}
