import { type OverlayFlow, overlayViewForFlow } from './flows';
import type { OverlayMode } from './overlay-mode';
import type { ModuleConfig, OverlayOptions, PrefillOptions } from './options-schema';

/**
 * The overlay frame URL (§3 "Payment-overlay options"). Encoding, read back by
 * ./parse-overlay-url.ts:
 *
 *   {PAY_ORIGIN}/pay/{view}/?fid=…&flow=…&lazy=1&environment=lp&{option}=…&mc.{key}=0|1&pf.{key}=…
 *
 * - the path is the flow's view page (./flows.ts; the empty default view is /pay/);
 * - `fid` is the frame id every frame message must carry back; `flow`; `lazy` 1 frame, 0 tab;
 * - each §3 option under its own name, `environment` always written (default 'lp');
 * - module config as `mc.<key>`, prefill as `pf.<key>` (`pf.hostData.id` for hostData.id);
 * - flags are 0/1, numbers in decimal, empty strings and undefined are left out; keys are sorted
 *   within each group so one input always gives one URL.
 * No zod here: the page that opens the overlay ships only this and ./overlay-mode.ts.
 */
export type OverlayUrlInput = {
  /** PAY_ORIGIN (or the app's own origin when unset); any path on it is ignored. */
  payOrigin: string;
  flow: OverlayFlow;
  mode: OverlayMode;
  frameId: string;
  options?: OverlayOptions;
  moduleConfig?: ModuleConfig;
  prefill?: PrefillOptions;
  /** §3: tracking is 1 only with analytics consent. */
  analyticsConsent: boolean;
};

export const OVERLAY_PATH = '/pay/';
export const DEFAULT_ENVIRONMENT = 'lp';
export const MODULE_CONFIG_PREFIX = 'mc.';
export const PREFILL_PREFIX = 'pf.';

type WireValue = string | number | boolean | undefined | { [key: string]: WireValue };

export function buildOverlayUrl(input: OverlayUrlInput): string {
  const { options = {}, prefill = {}, analyticsConsent } = input;
  const view = overlayViewForFlow(input.flow);
  const url = new URL(view === '' ? OVERLAY_PATH : `${OVERLAY_PATH}${view}/`, new URL(input.payOrigin).origin);

  const hasHost = Boolean(options.host || prefill.host || prefill.hostData);
  const moduleConfig: ModuleConfig = {
    ...input.moduleConfig,
    // §3: no teaser bar while a host is set.
    ...(hasHost ? { showTeaserBar: false } : {}),
    // §3: tracking 1 only with analytics consent (and off when the caller turns it off).
    tracking: analyticsConsent && input.moduleConfig?.tracking !== false,
  };
  const safePrefill: PrefillOptions = {
    ...prefill,
    ...(prefill.enableTracking === undefined ? {} : { enableTracking: analyticsConsent && prefill.enableTracking }),
  };

  append(url.searchParams, '', {
    fid: input.frameId,
    flow: input.flow,
    lazy: input.mode === 'frame',
    ...options,
    environment: options.environment || DEFAULT_ENVIRONMENT,
  });
  append(url.searchParams, MODULE_CONFIG_PREFIX, moduleConfig);
  append(url.searchParams, PREFILL_PREFIX, safePrefill);
  return url.toString();
}

function append(params: URLSearchParams, prefix: string, values: { [key: string]: WireValue }): void {
  for (const key of Object.keys(values).sort()) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    if (typeof value === 'object') append(params, `${prefix}${key}.`, value);
    else params.set(`${prefix}${key}`, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
}
