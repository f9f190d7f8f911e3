import { randomBytes } from 'node:crypto';

/**
 * The browser security headers of every response, by what the response is:
 * - guest: the guest app under /{locale}/ (one root layout, so one policy: a client-side
 *   navigation keeps the first document's Permissions-Policy, and any guest page can lead to a
 *   performer's live chat (cam2cam camera) or the messenger's voice call (microphone));
 * - studio: the performer's studio (her camera and microphone);
 * - pay: the hosted flow, framed by the app's own origins only (the overlay's iframe);
 * - api: REST and GraphQL answers (JSON, never a document);
 * - resource: media, Next's assets, robots.txt and sitemaps.
 */
export type ResponseKind = 'guest' | 'studio' | 'pay' | 'api' | 'resource';

export type SecurityContext = {
  /** The script nonce of a document (guest, studio, pay); null for the others. */
  nonce: string | null;
  /** The request reached us over https (directly, or as a trusted proxy says): HSTS. */
  https: boolean;
  /** Development: React and Next's dev client use eval. */
  dev: boolean;
  /** The app's origins (public and pay), the only ones that may frame /pay or receive a form. */
  appOrigins: readonly string[];
  /** PAY_ORIGIN when the pay pages live on an origin of their own (guest pages frame it). */
  payOrigin: string | null;
};

/** Headers set per request: never replayed from the page cache (lib/server/http/serve-cached.ts). */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy',
  'x-content-type-options',
] as const;

const CSP_HEADER = 'content-security-policy';
const HSTS = 'max-age=31536000';

export function responseKind(pathname: string): ResponseKind {
  if (/^\/(?:rest|graphql|feed\/graphql)(?:\/|$)/.test(pathname)) return 'api';
  if (/^\/pay(?:\/|$)/.test(pathname)) return 'pay';
  if (/^\/studio(?:\/|$)/.test(pathname)) return 'studio';
  // Files (a dot in the last segment, no trailing slash) and the generated resources.
  if (/^\/(?:media|_next|sitemaps)\//.test(pathname) || /\.[A-Za-z0-9]+$/.test(pathname)) return 'resource';
  return 'guest';
}

type DocumentKind = Exclude<ResponseKind, 'api' | 'resource'>;

export const isDocumentKind = (kind: ResponseKind): kind is DocumentKind => kind === 'guest' || kind === 'studio' || kind === 'pay';

/** 128 random bits, base64url: the alphabet Next's nonce parser and CSP's nonce-source accept. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

const wsOf = (origin: string) => origin.replace(/^http/, 'ws');
const list = (...sources: (string | null | false | readonly string[])[]) =>
  [...new Set(sources.flat().filter((s): s is string => typeof s === 'string' && s !== ''))].join(' ');

function documentPolicy(kind: DocumentKind, ctx: SecurityContext & { nonce: string }): string {
  const directives = {
    'default-src': "'self'",
    // 'strict-dynamic': the chunks Next's nonce'd scripts load are trusted, nothing else is.
    'script-src': list(`'nonce-${ctx.nonce}'`, "'strict-dynamic'", "'self'", ctx.dev && "'unsafe-eval'"),
    // React's style attributes (and Next's dev overlay) are inline styles.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'media-src': "'self' blob:",
    'font-src': "'self' data:",
    // The real-time socket (/ws) and the REST/GraphQL calls; 'self' covers ws: only in newer browsers.
    'connect-src': list("'self'", ctx.appOrigins, ctx.appOrigins.map(wsOf)),
    'worker-src': "'self' blob:",
    // The guest pages open /pay in the overlay's iframe.
    'frame-src': list("'self'", kind === 'guest' && ctx.payOrigin),
    'frame-ancestors': kind === 'pay' ? list("'self'", ctx.appOrigins) : "'none'",
    'form-action': list("'self'", ctx.appOrigins),
    'base-uri': "'none'",
    'object-src': "'none'",
    'manifest-src': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** No document: nothing may load, run or frame it (a JSON answer or a file opened on its own). */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * §4 live video: camera and microphone for the guest app (cam2cam, voice calls) and the studio,
 * nowhere else. §4 browser location: geolocation for the guest app only (asked on the guest's click).
 */
function permissionsPolicy(kind: ResponseKind): string {
  const media = kind === 'guest' || kind === 'studio' ? '(self)' : '()';
  const geolocation = kind === 'guest' ? '(self)' : '()';
  return `camera=${media}, microphone=${media}, geolocation=${geolocation}`;
}

/** Every security header of one response. */
export function securityHeaders(kind: ResponseKind, ctx: SecurityContext): Record<string, string> {
  const { nonce } = ctx;
  const headers: Record<string, string> = {
    // A document without a nonce could run no script at all: it gets the no-document policy.
    [CSP_HEADER]: isDocumentKind(kind) && nonce ? documentPolicy(kind, { ...ctx, nonce }) : RESOURCE_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(kind),
    'x-content-type-options': 'nosniff',
  };
  if (ctx.https) headers['strict-transport-security'] = HSTS;
  return headers;
}
