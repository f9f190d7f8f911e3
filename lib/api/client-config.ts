import type { Locale } from '@/i18n/routing';

/** §7 `ver`: the client build, sent with every REST call. */
export const CLIENT_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? '1';

/** What every call needs from the page: its language and, when logged in, the access token. */
export type ApiSession = {
  language: Locale;
  accessToken?: string | null;
  /** Absolute origin; defaults to the page's origin in the browser (tests and scripts pass it). */
  baseUrl?: string;
};

export function resolveBaseUrl(baseUrl: string | undefined): string {
  if (baseUrl) return baseUrl;
  if (typeof window !== 'undefined') return window.location.origin;
  throw new Error('baseUrl is required outside the browser');
}
