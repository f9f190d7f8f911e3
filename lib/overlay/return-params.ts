import { DEFAULT_OVERLAY_FLOW, type OverlayFlow, overlayFlows } from './flows';

/**
 * §2 return parameters: after an external step (a payment provider, a mail link) the guest comes
 * back to a page whose URL reopens the overlay. Read on every page load, so this file is checked
 * by hand instead of by zod (no zod in the first-load JavaScript); the values only choose a flow
 * or pass on to ./options.ts, whose parser on the pay pages is zod.
 */
export const RETURN_PARAM_NAMES = ['showModalbox', 'vxpFlow', 'vxpAutoFlow', 'u', 'key', 'tpLoginPwdLost', 'tpEmailPwdLost'] as const;

export type PasswordReturnParams = { u?: string; key?: string; tpLoginPwdLost?: string; tpEmailPwdLost?: string };

export type ReturnParams = {
  /**
   * What to open: showModalbox=1 → the vxpFlow flow (default moneycharge) at the 'wait' view;
   * else vxpAutoFlow naming a flow → that flow; else u and key → pwdreset; else
   * tpLoginPwdLost or tpEmailPwdLost → pwdlost; else null.
   */
  open: { flow: OverlayFlow; sview?: 'wait' } | null;
  /** §2: what the password flows read; pass on as overlay options. */
  password: PasswordReturnParams;
};

const MAX_LENGTH = 256;

export function readReturnParams(url: string | URL): ReturnParams {
  const params = new URL(url).searchParams;
  const read = (name: (typeof RETURN_PARAM_NAMES)[number]) => {
    const value = params.get(name)?.trim();
    return value && value.length <= MAX_LENGTH ? value : undefined;
  };
  const password: PasswordReturnParams = {};
  for (const name of ['u', 'key', 'tpLoginPwdLost', 'tpEmailPwdLost'] as const) {
    const value = read(name);
    if (value !== undefined) password[name] = value;
  }

  const vxpFlow = asFlow(read('vxpFlow'));
  const autoFlow = asFlow(read('vxpAutoFlow'));
  let open: ReturnParams['open'] = null;
  if (read('showModalbox') === '1') open = { flow: vxpFlow ?? DEFAULT_OVERLAY_FLOW, sview: 'wait' };
  else if (autoFlow) open = { flow: autoFlow };
  else if (password.u && password.key) open = { flow: 'pwdreset' };
  else if (password.tpLoginPwdLost || password.tpEmailPwdLost) open = { flow: 'pwdlost' };
  return { open, password };
}

/** §2: the URL with every return parameter removed, for history.replaceState after the flow. */
export function clearReturnParams(url: string | URL): string {
  const next = new URL(url);
  for (const name of RETURN_PARAM_NAMES) next.searchParams.delete(name);
  return next.toString();
}

function asFlow(value: string | undefined): OverlayFlow | undefined {
  return overlayFlows.find((flow) => flow === value);
}
