import { DEFAULT_OVERLAY_FLOW, type OverlayFlow } from './flows';
import { DEFAULT_ENVIRONMENT, MODULE_CONFIG_PREFIX, PREFILL_PREFIX } from './options';
import {
  frameIdSchema,
  type ModuleConfig,
  moduleConfigSchema,
  type OverlayOptions,
  overlayFlowSchema,
  overlayOptionsSchema,
  type PrefillOptions,
  prefillSchema,
} from './options-schema';
import type { OverlayMode } from './overlay-mode';

export type ParsedOverlayUrl = {
  /** The flow named by `flow`, or moneycharge (§2 default) when missing or unknown. */
  flow: OverlayFlow;
  /** lazy=0 → tab; anything else → frame. */
  mode: OverlayMode;
  /** The id to put on every message to the parent; null when missing or malformed. */
  frameId: string | null;
  options: OverlayOptions & { environment: string };
  moduleConfig: ModuleConfig;
  prefill: PrefillOptions;
};

type Raw = { [key: string]: string | Raw };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The /pay/ pages' reading of their own URL (the encoding is documented in ./options.ts). Never
 * throws: unknown keys are ignored and a bad value is dropped, as if it had not been sent.
 */
export function parseOverlayUrl(url: string | URL): ParsedOverlayUrl {
  const params = new URL(url).searchParams;
  const options: Raw = {};
  const moduleConfig: Raw = {};
  const prefill: Raw = {};
  for (const [key, value] of params) {
    if (key.startsWith(MODULE_CONFIG_PREFIX)) setPath(moduleConfig, key.slice(MODULE_CONFIG_PREFIX.length), value);
    else if (key.startsWith(PREFILL_PREFIX)) setPath(prefill, key.slice(PREFILL_PREFIX.length), value);
    else setPath(options, key, value);
  }

  const parsedOptions = defined(overlayOptionsSchema.parse(options));
  const flow = overlayFlowSchema.safeParse(params.get('flow'));
  const frameId = frameIdSchema.safeParse(params.get('fid'));
  return {
    flow: flow.success ? flow.data : DEFAULT_OVERLAY_FLOW,
    mode: params.get('lazy') === '0' ? 'tab' : 'frame',
    frameId: frameId.success ? frameId.data : null,
    options: { ...parsedOptions, environment: parsedOptions.environment ?? DEFAULT_ENVIRONMENT },
    moduleConfig: defined(moduleConfigSchema.parse(moduleConfig)),
    prefill: defined(prefillSchema.parse(prefill)),
  };
}

/**
 * `hostData.id` → { hostData: { id } }. The first occurrence of a key wins (as
 * URLSearchParams.get); names that would reach Object.prototype are skipped.
 */
function setPath(target: Raw, path: string, value: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '' || UNSAFE_KEYS.has(head)) return;
  if (rest.length === 0) {
    if (!Object.hasOwn(target, head)) target[head] = value;
    return;
  }
  const child = Object.hasOwn(target, head) ? target[head] : {};
  if (child === undefined || typeof child === 'string') return;
  target[head] = child;
  setPath(child, rest.join('.'), value);
}

/** Drops the keys whose value was dropped, so a parsed object lists only what was sent. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
