import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { intlFastPath } from '@/i18n/proxy-fast-path';
import { routing } from '@/i18n/routing';

// next.config.ts sets this for next-intl through its plugin (trailingSlash: true).
beforeAll(() => {
  vi.stubEnv('_next_intl_trailing_slash', 'true');
});

const intl = createMiddleware(routing);
const spanishIntl = createMiddleware({ ...routing, defaultLocale: 'es', localeDetection: false });

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:4300${path}`, { headers: { host: 'localhost:4300', 'accept-language': 'de', ...headers } });

/** What a response tells Next: status, location, the rewrite, the request headers passed on, and every response header. */
const answer = (response: NextResponse) => ({ status: response.status, headers: Object.fromEntries(response.headers) });

const fastPaths = [
  '/en/amateur/LunaSky/',
  '/de/amateur/Luna_Sky-2/video/12345/',
  '/es/amateur/LunaSky/videos/',
  '/nl/amateur/LunaSky/top-cams/',
  '/de/videos/',
  '/es/top-cams/',
  '/nl/cams/',
  '/en/feed/',
  '/de/blog/',
  '/es/blog/some-post/',
  '/en/',
  '/de/no-such-page-7/',
  '/nl/no/such/page/',
];

// Another language's slug (redirect), a localized route (rewrite), no prefix (detection), an upper-case
// prefix, encoded or odd characters, no trailing slash: next-intl's own answer.
const otherPaths = [
  '/en/alle-videos/',
  '/de/alle-videos/',
  '/es/todos-los-videos/',
  '/de/amateur/LunaSky/about-me/',
  '/en/amateur/LunaSky/ueber-mich/',
  '/de/suche/videos/anal/',
  '/',
  '/amateur/LunaSky/',
  '/EN/amateur/LunaSky/',
  '/en/amateur/J%C3%A9ssica/',
  '/en/amateur/Luna.Sky/',
  '/en/amateur/LunaSky',
  '/en//amateur/LunaSky/',
  '/en/search/videos/a/',
  '/en/contests/past/videos/',
];

describe('the proxy fast path', () => {
  it.each(fastPaths)('answers %s exactly as next-intl does, in both markets', (path) => {
    const variants: Record<string, string>[] = [{}, { 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' }, { host: 'example.es' }];
    for (const headers of variants) {
      const fast = intlFastPath(request(`${path}?ref=a&b=1`, headers));
      expect(fast, path).not.toBeNull();
      expect(answer(fast!)).toEqual(answer(intl(request(`${path}?ref=a&b=1`, headers))));
      expect(answer(fast!)).toEqual(answer(spanishIntl(request(`${path}?ref=a&b=1`, headers))));
    }
  });

  it.each(otherPaths)('leaves %s to next-intl', (path) => {
    expect(intlFastPath(request(path))).toBeNull();
  });

  it('takes every catalogue route that is the same in every language and no localized one', () => {
    const answered = ['/en/amateur/x/videos/classic/', '/de/tv/livestream/', '/nl/my-account/'].filter((path) => intlFastPath(request(path)));
    expect(answered).toEqual([]);
  });
});
