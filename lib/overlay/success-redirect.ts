import * as z from 'zod';

/**
 * §3 success redirect query parameters: jump, s, uhash, transfer_token, xpfm, w, ws. When a flow
 * succeeds and the page registered no success handler, the parent navigates to its success URL
 * (§9: by default the product's home) with these, and the landing page reads them back.
 */
export type SuccessRedirectInput = {
  /** The host (actor id or name) of the success result; opens its profile unless disableJump. */
  hostId?: string | number;
  uhash?: string;
  transferToken?: string;
  pfm?: string;
  w?: string;
  ws?: string;
  disableJump?: boolean;
};

/** The jump target with a host: the host's profile. */
export const SUCCESS_JUMP_PROFILE = 'profile';

export function buildSuccessRedirectUrl(successUrl: string, input: SuccessRedirectInput): string {
  const url = new URL(successUrl);
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  };
  if (input.hostId !== undefined && input.hostId !== '') {
    if (!input.disableJump) set('jump', SUCCESS_JUMP_PROFILE);
    set('s', input.hostId);
  }
  // Either the user hash or, without one, the transfer token: both start the guest's session.
  if (input.uhash) set('uhash', input.uhash);
  else set('transfer_token', input.transferToken);
  set('xpfm', input.pfm);
  set('w', input.w);
  set('ws', input.ws);
  return url.toString();
}

const value = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

const successRedirectSchema = z.object({
  jump: z.literal(SUCCESS_JUMP_PROFILE).optional().catch(undefined),
  s: value(128),
  uhash: value(256),
  transfer_token: value(4096),
  xpfm: value(64),
  w: value(64),
  ws: value(64),
});

export type SuccessRedirectParams = {
  jump?: typeof SUCCESS_JUMP_PROFILE;
  /** The host to show. */
  s?: string;
  uhash?: string;
  transferToken?: string;
  xpfm?: string;
  w?: string;
  ws?: string;
};

/** The landing page's reading of the success redirect; bad or unknown values are dropped. */
export function parseSuccessRedirect(url: string | URL): SuccessRedirectParams {
  const params = new URL(url).searchParams;
  const raw: Record<string, string> = {};
  for (const name of Object.keys(successRedirectSchema.shape)) {
    const found = params.get(name);
    if (found !== null) raw[name] = found;
  }
  const { transfer_token: transferToken, ...rest } = successRedirectSchema.parse(raw);
  const parsed: SuccessRedirectParams = { ...rest, transferToken };
  return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => entry !== undefined));
}
