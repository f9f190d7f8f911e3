import type { IncomingHttpHeaders } from 'node:http';
import { locales } from '@/i18n/routing';

/**
 * What the page cache may keep ("speed at scale"): public guest pages under /{locale}/
 * are the same for every visitor of a country — guest-specific parts (balance, favourites, bought
 * flags) are filled in on the client — so their HTML and RSC payloads are shared. Guest-only
 * areas (personal area, messenger, feed) are never cached, nor is anything sent with an
 * Authorization header.
 */
const PRIVATE_SEGMENTS = new Set(['my-account', 'mein-konto', 'mi-cuenta', 'messenger', 'mensajes', 'feed']);
const LOCALES = new Set<string>(locales);

/** Request headers that select a different rendering of the same URL (Next's Vary list). */
const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'] as const;

export type PagePolicy = { key: string; tags: string[] } | null;

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The cache key and tags of a request, or null when it must go to Next uncached. `market` is the
 * §1 variant of the request's host (lib/server/market/market-hosts.ts): hosts never share pages.
 */
export function pagePolicy(
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
  country: string | null,
  market = 'default',
): PagePolicy {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (headers.authorization) return null;
  const pathname = url.split('?', 1)[0] ?? '';
  const segments = pathname.split('/').filter((s) => s !== '');
  const [locale, first, second] = segments;
  if (!locale || !LOCALES.has(locale) || !pathname.endsWith('/')) return null;
  if (first && PRIVATE_SEGMENTS.has(first)) return null;
  const variant = VARIANT_HEADERS.map((name) => header(headers, name)).join('|');
  const tags = ['page', `locale:${locale}`];
  if (first === 'amateur' && second) tags.push(`actor:${second.toLowerCase()}`);
  return { key: `${market} ${country ?? '-'} ${url} ${variant}`, tags };
}

/** Response headers that must never be replayed to another visitor. */
export function isReplayable(status: number, headers: Record<string, string | string[] | number | undefined>): boolean {
  if (status !== 200) return false;
  if (headers['set-cookie'] !== undefined) return false;
  const type = String(headers['content-type'] ?? '');
  return type.startsWith('text/html') || type.startsWith('text/x-component');
}
