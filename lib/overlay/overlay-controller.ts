import { completeLogin, logOut } from '@/lib/guest/guest-auth';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { readConsent } from '@/lib/consent/consent-client';
import { partnerFromCookies } from '@/lib/cookies/partner';
import { validateCheckoutLink } from './checkout-link';
import { OVERLAY_READY_POLL_MS, OVERLAY_SHOW_RETRY_MS } from './constants';
import type { OverlayFlow } from './flows';
import type { CheckoutLinkMessage, FrameAction, FrameActionValues, ParentMessage, SuccessResult } from './message-schemas';
import { acceptFrameMessage, dispatchFrameMessage } from './messages';
import { buildOverlayUrl } from './options';
import type { ModuleConfig, OverlayOptions, PrefillOptions } from './options-schema';
import { overlayMode } from './overlay-mode';
import { getOverlayConfig, overlayStore, settledOverlayConfig } from '@/stores/overlay';
import { runPendingAction } from './run-pending-action';
import { clearReturnParams } from './return-params';
import { specialMarketTarget } from './special-market';


/**
 * The guest app's side of the hosted flow (§2, §4, §8): opens a flow in the overlay frame or a
 * tab, accepts the frame's messages (origin and id checked by ./messages.ts), answers them,
 * runs callbacks deferred while a flow is active once it closes, and asks the hidden helper
 * frame about the pay origin's login cookie. Loaded on first use (./overlay-loader.ts).
 */
export type OpenOverlayInput = {
  options?: OverlayOptions;
  moduleConfig?: ModuleConfig;
  prefill?: PrefillOptions;
  /** A logged-in guest may ask for a tab on the desktop (§4). */
  tab?: boolean;
  /** Runs on the flow's success instead of the default (follow redirectTo). */
  onSuccess?: (result: SuccessResult) => void;
  /** Opened by §2 return parameters: they leave the URL when this flow closes. */
  clearReturnParams?: boolean;
};

type Active = { frameId: string; flow: OverlayFlow; tab: Window | null; ready: boolean; onSuccess?: OpenOverlayInput['onSuccess'] };
type Helper = { frameId: string; ready: Promise<void>; markReady: () => void };

let active: Active | null = null;
let helper: Helper | null = null;
let listening = false;
let clearReturnOnClose = false;
const deferred: (() => void)[] = [];
const requests = new Map<string, (value: unknown) => void>();
const HELPER_TIMEOUT_MS = 2000;

const newId = () => crypto.randomUUID().replaceAll('-', '');
const payOrigin = () => getOverlayConfig().payOrigin ?? window.location.origin;
const log = (message: string, details: Record<string, unknown>) => console.warn(message, details);

/** §4: opens a flow; on mobile (user agent) in a new tab, else in the overlay frame. */
export async function openOverlay(flow: OverlayFlow, input: OpenOverlayInput = {}): Promise<void> {
  await settledOverlayConfig();
  listen();
  if (active) closeOverlay({ runDeferred: false });
  const guest = getGuestState();
  const mode = overlayMode({ userAgent: navigator.userAgent, flow, loggedIn: isLoggedIn(guest), tabRequested: input.tab });
  const frameId = newId();
  const url = buildOverlayUrl({
    payOrigin: payOrigin(),
    flow,
    mode,
    frameId,
    options: { lang: getOverlayConfig().language, ...partnerFromCookies(document.cookie), ...input.options },
    moduleConfig: input.moduleConfig,
    prefill: input.prefill,
    analyticsConsent: readConsent()?.analytics === true,
  });
  active = { frameId, flow, tab: null, ready: false, onSuccess: input.onSuccess };
  if (input.clearReturnParams) clearReturnOnClose = true;
  if (mode === 'tab') {
    const tab = window.open(url, '_blank');
    if (tab) active.tab = tab;
    else active = null; // A blocked pop-up: nothing opened, nothing to tell.
    return;
  }
  overlayStore.getState().actions.frameOpened({ flow, url, frameId });
  pollReady(frameId);
}

/** §9: readiness is polled every 500 ms; showing a frame not yet in the page is retried after 1 s. */
function pollReady(frameId: string): void {
  const timer = setInterval(() => {
    if (active?.frameId !== frameId) return clearInterval(timer);
    if (!active.ready) return;
    clearInterval(timer);
    show(frameId);
  }, OVERLAY_READY_POLL_MS);
}

function show(frameId: string): void {
  if (active?.frameId !== frameId) return;
  if (!frameElement(frameId)) {
    setTimeout(() => show(frameId), OVERLAY_SHOW_RETRY_MS);
    return;
  }
  overlayStore.getState().actions.frameShown({ flow: active.flow, url: frameElement(frameId)?.src ?? '', frameId });
}

function frameElement(frameId: string): HTMLIFrameElement | null {
  return document.querySelector<HTMLIFrameElement>(`iframe[data-frame-id="${frameId}"]`);
}

/** Closes the flow, runs the callbacks deferred while it was open, clears the §2 return parameters. */
export function closeOverlay({ runDeferred = true } = {}): void {
  if (!active) return;
  const { tab } = active;
  active = null;
  overlayStore.getState().actions.frameClosed();
  if (tab && !tab.closed) tab.close();
  if (clearReturnOnClose) {
    clearReturnOnClose = false;
    history.replaceState(history.state, '', clearReturnParams(window.location.href));
  }
  if (runDeferred) for (const callback of deferred.splice(0)) callback();
}

/** §4: while a flow is active the callback waits for its close; otherwise it runs now. */
export function runWhenNoFlow(callback: () => void): void {
  if (active) deferred.push(callback);
  else callback();
}

export function isFlowActive(): boolean {
  return active !== null;
}

type OutgoingParentMessage = ParentMessage extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

function postTo(frameId: string, message: OutgoingParentMessage): void {
  const target = active?.frameId === frameId ? (active.tab ?? frameElement(frameId)?.contentWindow) : frameElement(frameId)?.contentWindow;
  target?.postMessage({ ...message, id: frameId }, payOrigin());
}

/** §4 transfer token / ready: the frame gets what it could not read from its URL, and the guest's token. */
function sendAdditionalInfo(frameId: string): void {
  const guest = getGuestState();
  postTo(frameId, {
    type: 'additionalInfo',
    ref: document.referrer || undefined,
    ruri: window.location.href,
    ...(isLoggedIn(guest) ? { accessToken: guest.accessToken } : {}),
  });
}

function markReady(frameId: string): void {
  if (active?.frameId === frameId) active.ready = true;
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('message', (event) => {
    const claimed = (event.data as { id?: unknown } | null)?.id;
    if (helper && claimed === helper.frameId) return receiveFromHelper(event, helper);
    const message = acceptFrameMessage({ origin: event.origin, data: event.data }, { origin: payOrigin(), id: active?.frameId ?? '' }, log);
    if (!message || !active) return;
    const { frameId } = active;
    dispatchFrameMessage(message, {
      ready: () => {
        markReady(frameId);
        sendAdditionalInfo(frameId);
      },
      transferToken: () => {
        markReady(frameId);
        sendAdditionalInfo(frameId);
      },
      contentLoaded: () => markReady(frameId),
      viewReady: () => markReady(frameId),
      close: () => closeOverlay(),
      success: ({ result }) => void onSuccess(result),
      response: ({ requestId, value }) => requests.get(requestId)?.(value),
      scrollTo: ({ top }) => window.scrollTo({ top }),
      hook: ({ hook, data }) => window.dispatchEvent(new CustomEvent('overlay:hook', { detail: { hook, data } })),
      logout: () => {
        closeOverlay();
        void logOut();
      },
      redirect: ({ url }) => window.location.assign(url),
      countdownFinished: () => window.dispatchEvent(new CustomEvent('overlay:countdown')),
      signup: () => window.dispatchEvent(new CustomEvent('overlay:signup')),
      checkoutLink: (link) => openCheckout(link),
    });
  });
}

async function onSuccess(result: SuccessResult): Promise<void> {
  const handler = active?.onSuccess;
  if (result.transferToken) {
    const next = await completeLogin({ ...result, transferToken: result.transferToken }, window.location.pathname + window.location.search);
    closeOverlay();
    runPendingAction(openOverlay);
    const special = specialMarketTarget(getOverlayConfig(), window.location);
    if (special) setTimeout(() => window.location.assign(special.url), special.delayMs);
    else if (result.redirectTo?.startsWith('/') && next) window.location.assign(next);
    return;
  }
  closeOverlay();
  if (handler) handler(result);
  else if (result.redirectTo?.startsWith('/') && !result.redirectTo.startsWith('//')) window.location.assign(result.redirectTo);
}

/**
 * §7/§8 the AVS checkout link: an unusable link throws 'invalid checkout url'. Inside another
 * frame the checkout opens in a new window, with a warning; a blocked pop-up is not told to the frame.
 */
function openCheckout(link: CheckoutLinkMessage): void {
  const url = validateCheckoutLink(link);
  if (window.top !== window.self) {
    console.warn('The page runs inside a frame: the checkout opens in a new window.');
    window.open(url, '_blank');
    return;
  }
  const target = link.redirectTarget ?? '_blank';
  if (target === '_blank') window.open(url, '_blank');
  else window.location.assign(url);
}

/**
 * Asks the hidden helper frame on the pay origin (§4); null when it does not answer within 2 s
 * (load included): a flow opened in a tab must still be opened while the click counts as one.
 */
export async function askPayOrigin<A extends Exclude<FrameAction, 'logout'>>(action: A): Promise<FrameActionValues[A] | null> {
  await settledOverlayConfig();
  listen();
  const current = ensureHelper();
  const requestId = newId();
  const answer = current.ready.then(
    () =>
      new Promise<unknown>((resolve) => {
        requests.set(requestId, resolve);
        frameElement(current.frameId)?.contentWindow?.postMessage({ type: 'action', id: current.frameId, requestId, action }, payOrigin());
      }),
  );
  const value = await Promise.race([answer, delay(HELPER_TIMEOUT_MS).then(() => null)]);
  requests.delete(requestId);
  return value as FrameActionValues[A] | null;
}

function ensureHelper(): Helper {
  if (helper) return helper;
  const frameId = newId();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  helper = { frameId, ready, markReady };
  const url = new URL('/pay/helper/', payOrigin());
  url.searchParams.set('fid', frameId);
  url.searchParams.set('lang', getOverlayConfig().language);
  overlayStore.getState().actions.helperOpened(url.toString(), frameId);
  return helper;
}

function receiveFromHelper(event: MessageEvent, current: Helper): void {
  const message = acceptFrameMessage({ origin: event.origin, data: event.data }, { origin: payOrigin(), id: current.frameId }, log);
  if (message?.type === 'ready') current.markReady();
  else if (message?.type === 'response') requests.get(message.requestId)?.(message.value);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
