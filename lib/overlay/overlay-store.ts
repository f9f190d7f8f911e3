import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { OverlayFlow } from './flows';

/**
 * What the overlay host (components/overlay/overlay-host.tsx) draws: nothing, or the frame of one
 * flow with its spinner until the frame is ready, plus the hidden helper frame once asked for. The
 * controller (./overlay-controller.ts, loaded on first use) writes it; the host only reads it, so
 * the page ships no protocol code up front.
 */
export type OverlayFrameState = { flow: OverlayFlow; url: string; frameId: string; /** ready and shown */ visible: boolean };
export type OverlayState = { frame: OverlayFrameState | null; helperUrl: string | null; helperId: string | null };

/** Set once by the host from the server's configuration. */
export type OverlayConfig = {
  /** PAY_ORIGIN; null: the pay pages are on the page's own origin. */
  payOrigin: string | null;
  language: Locale;
  /** §5: login (and with it sign-up) can be disabled by config; then no door opens. */
  loginEnabled: boolean;
  signupEnabled: boolean;
  /** §5: a special external login modal applies (then the login overlay opens only when forced). */
  externalLoginModal: boolean;
  /** §2: the special market's home path (e.g. 'es-home'); null: not a special-market host. */
  specialMarketHome: string | null;
  /** §4 AVS_FORCED_MODAL and §6 ES_AVS_MODAL; known only once config/client answered (absent → off). */
  avsForcedModal?: boolean;
  esAvsModal?: boolean;
};

const EMPTY: OverlayState = { frame: null, helperUrl: null, helperId: null };
let state: OverlayState = EMPTY;
let config: OverlayConfig = { payOrigin: null, language: 'en', loginEnabled: true, signupEnabled: true, externalLoginModal: false, specialMarketHome: null };
/** Whether `config` already holds the running server's values (see settledOverlayConfig). */
let settled = false;
const listeners = new Set<() => void>();

/**
 * `fromServer`: the values come from the running server (tests, a dynamically rendered page).
 * Static pages were rendered at build time, so their values are provisional until
 * settledOverlayConfig() has asked /rest/v1/config/client.
 */
export function configureOverlay(next: OverlayConfig, options: { fromServer?: boolean } = {}): void {
  config = next;
  settled = options.fromServer ?? false;
}

let pending: Promise<OverlayConfig> | null = null;

/** The configuration of the running server (PAY_ORIGIN, §5 switches), asked once per page. */
export function settledOverlayConfig(): Promise<OverlayConfig> {
  if (settled) return Promise.resolve(config);
  pending ??= fetch('/rest/v1/config/client/', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: Partial<OverlayConfig> } | null) => {
      if (body?.data) config = { ...config, ...body.data, language: config.language };
      settled = true;
      return config;
    })
    .catch(() => config)
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function getOverlayConfig(): OverlayConfig {
  return config;
}

export function getOverlayState(): OverlayState {
  return state;
}

export function updateOverlayState(change: Partial<OverlayState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOverlay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOverlayState(): OverlayState {
  return useSyncExternalStore(subscribeOverlay, () => state, () => EMPTY);
}

/** §4 reactions that reload the page wait for an open flow to close (its callbacks are deferred too). */
export function whenNoFlow(run: () => void): void {
  if (!state.frame) return run();
  const stop = subscribeOverlay(() => {
    if (state.frame) return;
    stop();
    run();
  });
}

/** The controller, loaded on first use (it carries the zod protocol). */
export function overlayController() {
  return import('./overlay-api');
}
