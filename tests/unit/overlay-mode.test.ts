import { describe, expect, it } from 'vitest';
import * as constants from '@/lib/overlay/constants';
import { authView, isExternalSignup, loginOrSignupView } from '@/lib/overlay/login-view';
import { isMobileUserAgent, overlayMode } from '@/lib/overlay/overlay-mode';

const UA = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ieMobile:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
};

describe('§2/§9 overlay mode: "mobile detection is by user-agent"', () => {
  it('shows the frame on a desktop', () => {
    expect(isMobileUserAgent(UA.desktop)).toBe(false);
    expect(overlayMode({ userAgent: UA.desktop, flow: 'moneycharge', loggedIn: false })).toBe('frame');
    expect(overlayMode({ userAgent: UA.desktop, flow: 'moneycharge', loggedIn: true })).toBe('frame');
  });

  it('opens a new tab on Android and iPhone', () => {
    expect(overlayMode({ userAgent: UA.android, flow: 'moneycharge', loggedIn: false })).toBe('tab');
    expect(overlayMode({ userAgent: UA.iphone, flow: 'login', loggedIn: false })).toBe('tab');
  });

  it('"Tabs are not used on IEMobile"', () => {
    expect(isMobileUserAgent(UA.ieMobile)).toBe(true);
    expect(overlayMode({ userAgent: UA.ieMobile, flow: 'moneycharge', loggedIn: true, tabRequested: true })).toBe('frame');
  });

  it('"Auto recharge is always shown in an overlay frame, never a tab"', () => {
    expect(overlayMode({ userAgent: UA.android, flow: 'autorecharge', loggedIn: true })).toBe('frame');
    expect(overlayMode({ userAgent: UA.desktop, flow: 'autorecharge', loggedIn: true, tabRequested: true })).toBe('frame');
  });

  it('"Enabling tab mode requires mobile, or a logged-in guest"', () => {
    expect(overlayMode({ userAgent: UA.desktop, flow: 'vipabo', loggedIn: true, tabRequested: true })).toBe('tab');
    expect(overlayMode({ userAgent: UA.desktop, flow: 'vipabo', loggedIn: false, tabRequested: true })).toBe('frame');
  });
});

describe('§4 login or signup', () => {
  it('"login if the user already has a login cookie, else signup"', () => {
    expect(loginOrSignupView({ hasLoginCookie: true })).toBe('login');
    expect(loginOrSignupView({ hasLoginCookie: false })).toBe('signup');
  });

  const external = { loggedIn: false, flow: 'signup', externalToken: 't', signupEmail: 'luna@example.com', signupName: 'Luna' } as const;

  it('"A not-logged-in guest with a signup flow carrying external token, email and name gets the signup view"', () => {
    expect(isExternalSignup(external)).toBe(true);
    expect(authView({ ...external, hasLoginCookie: true })).toBe('signup');
  });

  it('needs all three, the signup flow and a guest who is not logged in', () => {
    expect(isExternalSignup({ ...external, signupName: undefined })).toBe(false);
    expect(isExternalSignup({ ...external, flow: 'login' })).toBe(false);
    expect(authView({ ...external, externalToken: '', hasLoginCookie: true })).toBe('login');
    expect(authView({ ...external, loggedIn: true, hasLoginCookie: true })).toBeNull();
  });
});

describe('§9 overlay numbers', () => {
  it('"frame 675x740 px; spinner 140 px; z-index 10001 frame, 10000 overlay, 100000 spinner; frame show retry 1000 ms; readiness polling every 500 ms"', () => {
    expect(constants).toMatchObject({
      OVERLAY_FRAME_WIDTH_PX: 675,
      OVERLAY_FRAME_HEIGHT_PX: 740,
      OVERLAY_SPINNER_SIZE_PX: 140,
      OVERLAY_FRAME_Z_INDEX: 10_001,
      OVERLAY_Z_INDEX: 10_000,
      OVERLAY_SPINNER_Z_INDEX: 100_000,
      OVERLAY_SHOW_RETRY_MS: 1000,
      OVERLAY_READY_POLL_MS: 500,
      SPECIAL_MARKET_REDIRECT_MS: 500,
    });
  });
});
