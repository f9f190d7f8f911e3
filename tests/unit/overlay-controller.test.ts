// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const completeLogin = vi.fn();
const logOut = vi.fn();
vi.mock('@/lib/guest/guest-auth', () => ({ completeLogin, logOut }));
const runPendingAction = vi.fn();
vi.mock('@/lib/overlay/run-pending-action', () => ({ runPendingAction }));

const { closeOverlay, isFlowActive, openAuth, openOverlay, runWhenNoFlow } = await import('@/lib/overlay/overlay-api');
const { configureOverlay, getOverlayConfig, getOverlayState } = await import('@/stores/overlay');

const PAY = 'https://pay.example.com';
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

function send(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

function lastFrame(): { frameId: string; url: string } {
  const { frame } = getOverlayState();
  if (!frame) throw new Error('no frame open');
  return frame;
}

beforeEach(() => {
  configureOverlay({ payOrigin: PAY, language: 'de', loginEnabled: true, signupEnabled: true, externalLoginModal: false, specialMarketHome: null }, { fromServer: true });
  warn.mockClear();
  completeLogin.mockReset();
  runPendingAction.mockReset();
});

afterEach(() => closeOverlay({ runDeferred: false }));

describe('the overlay controller (§4, §8)', () => {
  it('opens the flow in the frame on a desktop, from PAY_ORIGIN, in the page language', async () => {
    await openOverlay('login');
    const frame = lastFrame();
    expect(frame.url).toMatch(/^https:\/\/pay\.example\.com\/pay\/login\/\?/);
    expect(new URL(frame.url).searchParams.get('fid')).toBe(frame.frameId);
    expect(new URL(frame.url).searchParams.get('lang')).toBe(getOverlayConfig().language);
    expect(new URL(frame.url).searchParams.get('lazy')).toBe('1');
    expect(isFlowActive()).toBe(true);
  });

  it('§3: the kept partner id and subref travel as the options w and ws', async () => {
    document.cookie = 'pid=4711; Path=/';
    document.cookie = 'sr=summer; Path=/';
    await openOverlay('moneycharge');
    const url = new URL(lastFrame().url);
    expect([url.pathname, url.searchParams.get('w'), url.searchParams.get('ws')]).toEqual(['/pay/payment/', '4711', 'summer']);
    document.cookie = 'pid=; Max-Age=0; Path=/';
    document.cookie = 'sr=; Max-Age=0; Path=/';
  });

  it('§8: a close from another origin, or with another id, is ignored and logged "Invalid message response"', async () => {
    await openOverlay('login');
    const { frameId } = lastFrame();
    send('https://evil.example.com', { type: 'close', id: frameId });
    send(PAY, { type: 'close', id: 'someone-else-123' });
    expect(isFlowActive()).toBe(true);
    expect(warn.mock.calls.map(([text]) => text)).toEqual(['Invalid message response', 'Invalid message response']);
    expect(lastFrame().frameId).toBe(frameId);
  });

  it('§8: an unknown message type from the frame is logged "Unhandled message response action"', async () => {
    await openOverlay('login');
    const { frameId } = lastFrame();
    send(PAY, { type: 'dance', id: frameId });
    expect(warn).toHaveBeenCalledWith('Unhandled message response action', expect.objectContaining({ type: 'dance' }));
    expect(isFlowActive()).toBe(true);
  });

  it('§4: callbacks deferred while a flow is active run when it closes, not before', async () => {
    const callback = vi.fn();
    await openOverlay('signup');
    const { frameId } = lastFrame();
    runWhenNoFlow(callback);
    expect(callback).not.toHaveBeenCalled();
    send(PAY, { type: 'close', id: frameId });
    expect(isFlowActive()).toBe(false);
    expect(callback).toHaveBeenCalledTimes(1);
    runWhenNoFlow(callback);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('a success with a transfer token opens the app session (§7 login-success), then runs the pending action', async () => {
    completeLogin.mockResolvedValue('/de/');
    await openOverlay('login');
    const { frameId } = lastFrame();
    send(PAY, { type: 'success', id: frameId, result: { flow: 'login', userFromLogin: true, transferToken: 'x'.repeat(32) } });
    await vi.waitFor(() => expect(runPendingAction).toHaveBeenCalledTimes(1));
    expect(completeLogin).toHaveBeenCalledWith({ flow: 'login', userFromLogin: true, transferToken: 'x'.repeat(32) }, '/');
    expect(isFlowActive()).toBe(false);
  });

  it('a blocked pop-up in tab mode opens nothing and leaves no flow active', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    await openOverlay('login');
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/lazy=0/), '_blank');
    expect(isFlowActive()).toBe(false);
    agent.mockRestore();
    open.mockRestore();
  });
});

describe('§5 the door (openAuth)', () => {
  const base = { payOrigin: PAY, language: 'en' as const, loginEnabled: true, signupEnabled: true, externalLoginModal: false, specialMarketHome: null };

  it('"Login and signup are blocked when login is disabled in config": nothing opens', async () => {
    configureOverlay({ ...base, loginEnabled: false }, { fromServer: true });
    await openAuth({ view: 'login', force: true });
    expect(isFlowActive()).toBe(false);
  });

  it('"Opening the login modal is skipped when a special external login modal applies, unless forced"', async () => {
    configureOverlay({ ...base, externalLoginModal: true }, { fromServer: true });
    await openAuth({ view: 'login' });
    expect(isFlowActive()).toBe(false);
    await openAuth({ view: 'login', force: true });
    expect(new URL(lastFrame().url).pathname).toBe('/pay/login/');
  });

  it('with sign-up disabled the door is the login view', async () => {
    configureOverlay({ ...base, signupEnabled: false }, { fromServer: true });
    await openAuth({ view: 'signup' });
    expect(new URL(lastFrame().url).pathname).toBe('/pay/login/');
  });

  it('§4 "A not-logged-in guest with a signup flow carrying external token, email and name gets the signup view"', async () => {
    configureOverlay(base, { fromServer: true });
    await openAuth({ externalToken: 'partner-token', prefill: { signupEmail: 'new@example.com', signupName: 'New Guest' } });
    const url = new URL(lastFrame().url);
    expect(url.pathname).toBe('/pay/signup/');
    expect(url.searchParams.get('externalToken')).toBe('partner-token');
    expect(url.searchParams.get('pf.signupEmail')).toBe('new@example.com');
  });

  it('a statically rendered page asks the running server for PAY_ORIGIN before the first flow opens', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, data: { payOrigin: 'https://pay.runtime.example' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    configureOverlay({ ...base, payOrigin: null });
    await openOverlay('login');
    expect(new URL(lastFrame().url).origin).toBe('https://pay.runtime.example');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/rest/v1/config/client/');
    vi.unstubAllGlobals();
  });
});
