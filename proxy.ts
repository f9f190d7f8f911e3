import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { TEST_DEVICE_COOKIE, TEST_DEVICE_MAX_AGE_SECONDS, testDeviceFlag } from './lib/test-groups/test-device';
import { intlFastPath } from './i18n/proxy-fast-path';
import { routing } from './i18n/routing';
import { marketOfRequest } from './lib/server/market/request-market';

const intl = createMiddleware(routing);
// §1 the Spanish-market variant: on its hosts `/` opens in Spanish, whatever the browser asks for.
const spanishIntl = createMiddleware({ ...routing, defaultLocale: 'es', localeDetection: false });

export default function proxy(request: NextRequest) {
  // Both markets answer a language-prefixed path alike; only `/` differs (proxy-fast-path.ts).
  const response = intlFastPath(request) ?? (marketOfRequest(request.headers.get('host')).rootLanguage === 'es' ? spanishIntl : intl)(request);
  // §6 test device: the query flag sets or clears its cookie (a response with a cookie is never page-cached).
  const flag = testDeviceFlag(request.nextUrl.searchParams);
  if (flag === 'mark') response.cookies.set(TEST_DEVICE_COOKIE, '1', { path: '/', maxAge: TEST_DEVICE_MAX_AGE_SECONDS, sameSite: 'lax' });
  if (flag === 'unmark') response.cookies.delete(TEST_DEVICE_COOKIE);
  return response;
}

export const config = {
  // Pages only: the services (rest, graphql, feed, ws), the hosted flow (pay), the studio,
  // generated media and Next's own assets are not language-prefixed.
  matcher: ['/((?!rest|graphql|feed/graphql|ws|pay|studio|media|_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
};
