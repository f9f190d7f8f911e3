import * as z from 'zod';
import { locales } from '@/i18n/routing';
import { isValidEmail } from '@/lib/validation/email';
import { overlayFlows } from './flows';

/**
 * Wire schemas of the overlay frame URL (§3 "Payment-overlay options", module config, prefill),
 * read by the /pay/ pages through ./parse-overlay-url.ts. Every value arrives as a query string;
 * every field is lenient — a bad value becomes undefined (dropped) instead of failing the page —
 * and unknown keys are stripped. The inferred output types are what ./options.ts takes.
 */
export const overlayFlowSchema = z.enum(overlayFlows);

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const text = (max = 256) => z.string().trim().min(1).max(max);
/** Short names: environment, start view. */
const slug = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
/** Wire 0/1, typed boolean. */
const flag = z.enum(['0', '1']).transform((value) => value === '1');
const positiveInt = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));
/** Links the pay pages render or navigate to: absolute http(s) only (no javascript: links). */
const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  });

export const overlayOptionsSchema = z.object({
  pfm: lenient(text(64)),
  pfmsub: lenient(text(64)),
  /** Actor id or name. */
  host: lenient(text(128)),
  w: lenient(text(64)),
  ws: lenient(text(64)),
  wt: lenient(text(64)),
  gk_cid: lenient(text(128)),
  adtv: lenient(text(128)),
  sub: lenient(text(128)),
  option: lenient(text(128)),
  /** Promo code. */
  pc: lenient(text(64)),
  lang: lenient(z.enum(locales)),
  /** Default 'lp' (./options.ts writes it, ./parse-overlay-url.ts fills it). */
  environment: lenient(slug),
  showOAuth: lenient(flag),
  externalRefId: lenient(text(256)),
  externalToken: lenient(text(4096)),
  /** Transfer or redirect token. */
  tt: lenient(text(4096)),
  /** Start view inside the flow's page, e.g. 'wait' on return from an external payment (§2). */
  sview: lenient(slug),
  surl: lenient(httpUrl),
  ruri: lenient(httpUrl),
  ref: lenient(httpUrl),
  /** Terms link. */
  aurl: lenient(httpUrl),
  /** Privacy link. */
  prurl: lenient(httpUrl),
  uhash: lenient(text(256)),
  /** §2 password flows: reset link user and key, prefilled login or email for "password lost". */
  u: lenient(text(128)),
  key: lenient(text(256)),
  tpLoginPwdLost: lenient(text(128)),
  tpEmailPwdLost: lenient(text(254)),
});
export type OverlayOptions = z.output<typeof overlayOptionsSchema>;

/** Module config: which parts the pay page shows. All flags, 0/1 on the wire. */
export const moduleConfigSchema = z.object({
  login: lenient(flag),
  showHeader: lenient(flag),
  showTeaser: lenient(flag),
  showFooter: lenient(flag),
  neutralHeader: lenient(flag),
  teaserBonus: lenient(flag),
  support: lenient(flag),
  showOAuth: lenient(flag),
  showNL: lenient(flag),
  showThank: lenient(flag),
  showLogo: lenient(flag),
  /** Forced off when a host is set (./options.ts). */
  showTeaserBar: lenient(flag),
  hideClose: lenient(flag),
  /** On only with analytics consent (./options.ts). */
  tracking: lenient(flag),
});
export type ModuleConfig = z.output<typeof moduleConfigSchema>;

export const prefillSchema = z.object({
  screenName: lenient(text(64)),
  signupEmail: lenient(z.string().trim().max(254).refine(isValidEmail)),
  signupName: lenient(text(128)),
  host: lenient(text(128)),
  hostData: lenient(z.object({ id: positiveInt })),
  /** Preselected top-up amount in minor units. */
  selectedAmount: lenient(positiveInt),
  /** On only with analytics consent (./options.ts). */
  enableTracking: lenient(flag),
});
export type PrefillOptions = z.output<typeof prefillSchema>;

/** The frame id the parent expects back in every message (§8 id check). */
export const frameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
