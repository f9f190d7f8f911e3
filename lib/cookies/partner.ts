import { cookieNames } from './names';

/** §3 partner id and subref: an affiliate link's w and ws, kept 30 days for the overlay's options. */
export type Partner = { w?: string; ws?: string };

export const PARTNER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

/** w and ws of a landing URL's query; values outside letters, digits, _ . - (or longer than 64) are ignored. */
export function partnerFromQuery(search: string): Partner {
  const params = new URLSearchParams(search);
  const partner: Partner = {};
  const w = params.get('w');
  const ws = params.get('ws');
  if (w && VALUE.test(w)) partner.w = w;
  if (w && VALUE.test(w) && ws && VALUE.test(ws)) partner.ws = ws;
  return partner;
}

/** The cookies that keep a partner; a new partner id replaces the old subref too. */
export function partnerCookies(partner: Partner, secure: boolean): string[] {
  if (!partner.w) return [];
  const cookie = (name: string, value: string, maxAge: number) =>
    [`${name}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
  return [
    cookie(cookieNames.partnerId, partner.w, PARTNER_MAX_AGE_SECONDS),
    partner.ws ? cookie(cookieNames.subref, partner.ws, PARTNER_MAX_AGE_SECONDS) : cookie(cookieNames.subref, '', 0),
  ];
}

/** The kept partner from a Cookie string (document.cookie). */
export function partnerFromCookies(cookies: string): Partner {
  const read = (name: string) => {
    const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
    return value && VALUE.test(value) ? value : undefined;
  };
  const w = read(cookieNames.partnerId);
  const ws = w ? read(cookieNames.subref) : undefined;
  return { ...(w ? { w } : {}), ...(ws ? { ws } : {}) };
}
