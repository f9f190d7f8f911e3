import { describe, expect, it } from 'vitest';
import { overlayFlows } from '@/lib/overlay/flows';
import { buildOverlayUrl, type OverlayUrlInput } from '@/lib/overlay/options';
import { overlayFlowSchema } from '@/lib/overlay/options-schema';
import { parseOverlayUrl } from '@/lib/overlay/parse-overlay-url';

const PAY_ORIGIN = 'https://pay.example.com';
const FRAME_ID = 'frame_0123456789';

const base: OverlayUrlInput = { payOrigin: PAY_ORIGIN, flow: 'moneycharge', mode: 'frame', frameId: FRAME_ID, analyticsConsent: true };

const everyOption = {
  pfm: '1502',
  pfmsub: 'lp',
  w: '8774',
  ws: 'sub-1',
  wt: 'banner',
  gk_cid: 'cid-42',
  adtv: 'tv-7',
  sub: 'newsletter',
  option: 'bonus',
  pc: 'WELCOME10',
  lang: 'de',
  environment: 'vxapps',
  showOAuth: true,
  externalRefId: 'ref-99',
  externalToken: 'ext.token-value',
  tt: 'transfer-token',
  sview: 'wait',
  surl: 'https://app.example.com/de/?x=1',
  ruri: 'https://app.example.com/de/neue-girls/',
  ref: 'https://search.example.org/?q=cams',
  aurl: 'https://app.example.com/de/agb/',
  prurl: 'https://app.example.com/de/datenschutz/',
  uhash: 'abc123',
  u: '17',
  key: 'reset-key',
  tpLoginPwdLost: 'lunafan',
  tpEmailPwdLost: 'luna@example.com',
} as const;

const everyModule = {
  login: true,
  showHeader: false,
  showTeaser: true,
  showFooter: false,
  neutralHeader: true,
  teaserBonus: false,
  support: true,
  showOAuth: false,
  showNL: true,
  showThank: false,
  showLogo: true,
  showTeaserBar: true,
  hideClose: false,
  tracking: true,
};

const everyPrefill = {
  screenName: 'lunafan',
  signupEmail: 'luna@example.com',
  signupName: 'Luna Fan',
  selectedAmount: 2500,
  enableTracking: true,
};

describe('§2 overlay flows', () => {
  it('lists every flow of §2 as one zod enum', () => {
    expect(overlayFlowSchema.options).toEqual([...overlayFlows]);
    for (const flow of ['moneycharge', 'autorecharge', 'vxtvabo', 'vxabo', 'changecc', 'pwdreset', 'signup', 'scratchcard', 'opcompensation']) {
      expect(overlayFlowSchema.safeParse(flow).success).toBe(true);
    }
    expect(overlayFlowSchema.safeParse('steal').success).toBe(false);
  });

  it('loads each flow from its view page under /pay/ on PAY_ORIGIN ("promocode, also used for the scratch card")', () => {
    const path = (flow: OverlayUrlInput['flow']) => new URL(buildOverlayUrl({ ...base, flow })).pathname;
    expect(path('moneycharge')).toBe('/pay/payment/');
    expect(path('vipabo')).toBe('/pay/abo/');
    expect(path('vxabo')).toBe('/pay/vxabo/');
    expect(path('pwdlost')).toBe('/pay/login/');
    expect(path('signup')).toBe('/pay/signup/');
    expect(path('scratchcard')).toBe('/pay/promocode/');
    expect(path('settings')).toBe('/pay/');
    expect(new URL(buildOverlayUrl({ ...base, payOrigin: `${PAY_ORIGIN}/ignored/path` })).origin).toBe(PAY_ORIGIN);
  });
});

describe('§3 "Payment-overlay options": one typed builder, one parser', () => {
  it('round-trips every option, module config and prefill option through the parser', () => {
    const input: OverlayUrlInput = {
      ...base,
      flow: 'login',
      options: everyOption,
      moduleConfig: everyModule,
      prefill: { ...everyPrefill },
    };
    expect(parseOverlayUrl(buildOverlayUrl(input))).toEqual({
      flow: 'login',
      mode: 'frame',
      frameId: FRAME_ID,
      options: everyOption,
      moduleConfig: everyModule,
      prefill: everyPrefill,
    });
  });

  it('round-trips host and hostData {id} (as pf.hostData.id)', () => {
    const url = buildOverlayUrl({ ...base, options: { host: 'LunaSky' }, prefill: { host: 'LunaSky', hostData: { id: 4711 } } });
    expect(new URL(url).searchParams.get('pf.hostData.id')).toBe('4711');
    const parsed = parseOverlayUrl(url);
    expect(parsed.options.host).toBe('LunaSky');
    expect(parsed.prefill).toEqual({ host: 'LunaSky', hostData: { id: 4711 } });
  });

  it('"lazy (1 frame, 0 tab)"', () => {
    const frame = buildOverlayUrl(base);
    const tab = buildOverlayUrl({ ...base, mode: 'tab' });
    expect(new URL(frame).searchParams.get('lazy')).toBe('1');
    expect(new URL(tab).searchParams.get('lazy')).toBe('0');
    expect(parseOverlayUrl(frame).mode).toBe('frame');
    expect(parseOverlayUrl(tab).mode).toBe('tab');
  });

  it('"environment (default lp)": written by the builder, filled in by the parser', () => {
    expect(new URL(buildOverlayUrl(base)).searchParams.get('environment')).toBe('lp');
    expect(parseOverlayUrl(`${PAY_ORIGIN}/pay/payment/?flow=moneycharge`).options.environment).toBe('lp');
  });

  it('"showTeaserBar (0 when a host is set)"', () => {
    const config = (input: Partial<OverlayUrlInput>) =>
      parseOverlayUrl(buildOverlayUrl({ ...base, moduleConfig: { showTeaserBar: true }, ...input })).moduleConfig;
    expect(config({}).showTeaserBar).toBe(true);
    expect(config({ options: { host: 'LunaSky' } }).showTeaserBar).toBe(false);
    expect(config({ prefill: { hostData: { id: 4711 } } }).showTeaserBar).toBe(false);
    expect(new URL(buildOverlayUrl({ ...base, options: { host: '42' } })).searchParams.get('mc.showTeaserBar')).toBe('0');
  });

  it('"tracking (1 only with analytics consent)", and no tracking prefill without it either', () => {
    const params = (input: Partial<OverlayUrlInput>) => new URL(buildOverlayUrl({ ...base, ...input })).searchParams;
    expect(params({ analyticsConsent: true }).get('mc.tracking')).toBe('1');
    expect(params({ analyticsConsent: false }).get('mc.tracking')).toBe('0');
    expect(params({ analyticsConsent: false, moduleConfig: { tracking: true } }).get('mc.tracking')).toBe('0');
    expect(params({ analyticsConsent: true, moduleConfig: { tracking: false } }).get('mc.tracking')).toBe('0');
    expect(params({ analyticsConsent: false, prefill: { enableTracking: true } }).get('pf.enableTracking')).toBe('0');
  });

  it('gives one URL for one input (keys sorted, empty values left out)', () => {
    const a = buildOverlayUrl({ ...base, options: { pc: 'X1', lang: 'en', sub: '' } });
    const b = buildOverlayUrl({ ...base, options: { sub: '', lang: 'en', pc: 'X1' } });
    expect(a).toBe(b);
    expect(new URL(a).searchParams.has('sub')).toBe(false);
  });
});

describe('parseOverlayUrl: "unknown keys ignored, bad values dropped"', () => {
  it('drops bad values and ignores unknown keys', () => {
    const url =
      `${PAY_ORIGIN}/pay/payment/?flow=moneycharge&fid=${FRAME_ID}&lang=fr&showOAuth=yes&aurl=javascript:alert(1)` +
      '&surl=https://app.example.com/&evil=1&mc.showHeader=2&mc.hideClose=1&mc.unknown=1' +
      '&pf.signupEmail=not-an-email&pf.selectedAmount=-5&pf.hostData.id=abc&pf.screenName=luna';
    const parsed = parseOverlayUrl(url);
    expect(parsed.options).toEqual({ surl: 'https://app.example.com/', environment: 'lp' });
    expect(parsed.moduleConfig).toEqual({ hideClose: true });
    expect(parsed.prefill).toEqual({ screenName: 'luna' });
  });

  it('falls back to moneycharge for a missing or unknown flow, and to no frame id for a malformed one', () => {
    const parsed = parseOverlayUrl(`${PAY_ORIGIN}/pay/?flow=nope&fid=<script>`);
    expect(parsed.flow).toBe('moneycharge');
    expect(parsed.frameId).toBeNull();
  });

  it('never writes to Object.prototype (pf.__proto__.x, mc.constructor.prototype.x)', () => {
    parseOverlayUrl(`${PAY_ORIGIN}/pay/?pf.__proto__.polluted=1&mc.constructor.prototype.polluted=1&__proto__=1`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
