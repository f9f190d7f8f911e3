import { sitemapIndex } from '@/lib/server/catalog/seo/sitemap';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';

// Built per request (the database and PUBLIC_ORIGIN are runtime facts), never at build time.
export const dynamic = 'force-dynamic';

// GET /sitemap.xml – the sitemap index (SEO), built from the database at request time.
export async function GET(): Promise<Response> {
  const xml = await sitemapIndex(runtime().db, publicOrigin());
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
