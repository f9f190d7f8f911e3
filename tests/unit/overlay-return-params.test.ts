import { describe, expect, it } from 'vitest';
import { clearReturnParams, readReturnParams } from '@/lib/overlay/return-params';
import { buildSuccessRedirectUrl, parseSuccessRedirect } from '@/lib/overlay/success-redirect';

const PAGE = 'https://app.example.com/de/neue-girls/';

describe('§2 "On return, the overlay opens automatically when the URL carries showModalbox=1 … or vxpAutoFlow"', () => {
  it('showModalbox=1 opens the vxpFlow flow at the wait view', () => {
    expect(readReturnParams(`${PAGE}?showModalbox=1&vxpFlow=vipabo`).open).toEqual({ flow: 'vipabo', sview: 'wait' });
  });

  it('"flow from vxpFlow, default moneycharge" (also for an unknown vxpFlow)', () => {
    expect(readReturnParams(`${PAGE}?showModalbox=1`).open).toEqual({ flow: 'moneycharge', sview: 'wait' });
    expect(readReturnParams(`${PAGE}?showModalbox=1&vxpFlow=nope`).open).toEqual({ flow: 'moneycharge', sview: 'wait' });
  });

  it('vxpAutoFlow names the flow to open; an unknown name opens nothing', () => {
    expect(readReturnParams(`${PAGE}?vxpAutoFlow=login`).open).toEqual({ flow: 'login' });
    expect(readReturnParams(`${PAGE}?vxpAutoFlow=openEverything`).open).toBeNull();
    expect(readReturnParams(`${PAGE}?showModalbox=0&page=2`).open).toBeNull();
  });

  it('"Password flows read the query parameters u, key, tpLoginPwdLost and tpEmailPwdLost"', () => {
    expect(readReturnParams(`${PAGE}?u=17&key=k3y`)).toEqual({ open: { flow: 'pwdreset' }, password: { u: '17', key: 'k3y' } });
    expect(readReturnParams(`${PAGE}?tpEmailPwdLost=luna%40example.com`)).toEqual({
      open: { flow: 'pwdlost' },
      password: { tpEmailPwdLost: 'luna@example.com' },
    });
  });

  it('"These parameters are cleared from the URL after a flow ends", the rest of the URL kept', () => {
    const url = `${PAGE}?page=2&showModalbox=1&vxpFlow=vipabo&vxpAutoFlow=login&u=1&key=k&tpLoginPwdLost=l&tpEmailPwdLost=e#top`;
    expect(clearReturnParams(url)).toBe(`${PAGE}?page=2#top`);
    expect(clearReturnParams(`${PAGE}?showModalbox=1`)).toBe(PAGE);
  });
});

describe('§3 "Success redirect query parameters: jump, s, uhash, transfer_token, xpfm, w, ws"', () => {
  it('round-trips through the success URL', () => {
    const url = buildSuccessRedirectUrl('https://app.example.com/de/', { hostId: 'LunaSky', uhash: 'u1', pfm: '1502', w: '8774', ws: 'sub' });
    expect(parseSuccessRedirect(url)).toEqual({ jump: 'profile', s: 'LunaSky', uhash: 'u1', xpfm: '1502', w: '8774', ws: 'sub' });
  });

  it('sends the transfer token only without a user hash', () => {
    const withHash = new URL(buildSuccessRedirectUrl('https://app.example.com/', { uhash: 'u1', transferToken: 't1' })).searchParams;
    expect(withHash.get('uhash')).toBe('u1');
    expect(withHash.has('transfer_token')).toBe(false);
    const url = buildSuccessRedirectUrl('https://app.example.com/', { transferToken: 't1' });
    expect(parseSuccessRedirect(url)).toEqual({ transferToken: 't1' });
  });

  it('leaves out the jump when told to, and drops unknown or empty values when parsing', () => {
    const url = buildSuccessRedirectUrl('https://app.example.com/', { hostId: 4711, disableJump: true });
    expect(parseSuccessRedirect(url)).toEqual({ s: '4711' });
    expect(parseSuccessRedirect('https://app.example.com/?jump=admin&s=&w=8774&other=1')).toEqual({ w: '8774' });
  });
});
