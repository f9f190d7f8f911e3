import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: the services (rest, graphql, feed, ws), the hosted flow (pay), the studio,
  // generated media and Next's own assets are not language-prefixed.
  matcher: ['/((?!rest|graphql|feed/graphql|ws|pay|studio|media|_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
};
