import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createStore } from 'zustand/vanilla';
import type { Locale } from '@/i18n/routing';
import type { OverlayFlow } from '@/lib/overlay/flows';

/**
 * What the overlay host (components/overlay/overlay-host.tsx) draws: nothing, or the frame of one
 * flow with its spinner until the frame is ready, plus the hidden helper frame once asked for. The
 * controller (lib/overlay/overlay-controller.ts, loaded on first use through
 * lib/overlay/overlay-loader.ts) reports its events here; the host only reads, so the page ships
 * no protocol code up front. UI state of one tab, filled only in the browser.
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
  /** §2: the special market's home path (e.g. 'es-home') on its hosts (lib/server/market); null elsewhere. */
  specialMarketHome: string | null;
  /** §4 AVS_FORCED_MODAL and §6 es-avs on this host; known only once config/client answered (absent → off). */
  avsForcedModal?: boolean;
  esAvsModal?: boolean;
};

type FrameOf = Omit<OverlayFrameState, 'visible'>;

type OverlayStoreState = OverlayState & {
  config: OverlayConfig;
  /** Whether `config` already holds the running server's values (see settledOverlayConfig). */
  configSettled: boolean;
  actions: {
    /** A flow's frame is in the page, behind the spinner until it says ready. */
    frameOpened: (frame: FrameOf) => void;
    frameShown: (frame: FrameOf) => void;
    frameClosed: () => void;
    helperOpened: (helperUrl: string, helperId: string) => void;
    /**
     * `fromServer`: the values come from the running server (tests, a dynamically rendered page).
     * Static pages were rendered at build time, so their values are provisional until
     * settledOverlayConfig() has asked /rest/v1/config/client.
     */
    overlayConfigured: (config: OverlayConfig, fromServer: boolean) => void;
  };
};

const DEFAULT_CONFIG: OverlayConfig = { payOrigin: null, language: 'en', loginEnabled: true, signupEnabled: true, externalLoginModal: false, specialMarketHome: null };

export const overlayStore = createStore<OverlayStoreState>()((set) => ({
  frame: null,
  helperUrl: null,
  helperId: null,
  config: DEFAULT_CONFIG,
  configSettled: false,
  actions: {
    frameOpened: (frame) => set({ frame: { ...frame, visible: false } }),
    frameShown: (frame) => set({ frame: { ...frame, visible: true } }),
    frameClosed: () => set({ frame: null }),
    helperOpened: (helperUrl, helperId) => set({ helperUrl, helperId }),
    overlayConfigured: (config, fromServer) => set({ config, configSettled: fromServer }),
  },
}));

export const getOverlayState = (): OverlayState => overlayStore.getState();
export const getOverlayConfig = (): OverlayConfig => overlayStore.getState().config;

export function configureOverlay(next: OverlayConfig, options: { fromServer?: boolean } = {}): void {
  overlayStore.getState().actions.overlayConfigured(next, options.fromServer ?? false);
}

let pending: Promise<OverlayConfig> | null = null;

/** The configuration of the running server (PAY_ORIGIN, §5 switches), asked once per page. */
export function settledOverlayConfig(): Promise<OverlayConfig> {
  if (overlayStore.getState().configSettled) return Promise.resolve(getOverlayConfig());
  pending ??= fetch('/rest/v1/config/client/', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: Partial<OverlayConfig> } | null) => {
      const config = getOverlayConfig();
      overlayStore.getState().actions.overlayConfigured(body?.data ? { ...config, ...body.data, language: config.language } : config, true);
      return getOverlayConfig();
    })
    .catch(() => getOverlayConfig())
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The host's view; the server (and hydration) draws no overlay. */
export const useOverlayState = (): OverlayState =>
  useStore(
    overlayStore,
    useShallow(({ frame, helperUrl, helperId }) => ({ frame, helperUrl, helperId })),
  );

export const useOverlayActions = () => useStore(overlayStore, (state) => state.actions);

/** §4 reactions that reload the page wait for an open flow to close (its callbacks are deferred too). */
export function whenNoFlow(run: () => void): void {
  if (!overlayStore.getState().frame) return run();
  const stop = overlayStore.subscribe(({ frame }) => {
    if (frame) return;
    stop();
    run();
  });
}
