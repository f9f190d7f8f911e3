import { robotsTxt } from '@/lib/seo/robots';
import { publicOrigin } from '@/lib/server/env';

// Built per request (the database and PUBLIC_ORIGIN are runtime facts), never at build time.
export const dynamic = 'force-dynamic';

// GET /robots.txt – crawl rules and the sitemap index (SEO); the origin is read at request time.
export async function GET(): Promise<Response> {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
