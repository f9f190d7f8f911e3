import { parseChildFileName } from '@/lib/seo/sitemap-plan';
import { childSitemap } from '@/lib/server/catalog/seo/sitemap';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';

type Context = { params: Promise<{ file: string }> };

// Built per request (the database and PUBLIC_ORIGIN are runtime facts), never at build time.
export const dynamic = 'force-dynamic';

// GET /sitemaps/{pages|performers-n|videos-n|albums-n}.xml – one child of the sitemap index (≤ 50,000 URLs).
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const child = parseChildFileName((await params).file);
  const xml = child ? await childSitemap(runtime().db, publicOrigin(), child) : null;
  if (xml === null) return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
