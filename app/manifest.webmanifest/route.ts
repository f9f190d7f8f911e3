import * as z from 'zod';
import { routing } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { messageTranslator } from '@/lib/seo/messages';
import { webAppManifest } from '@/lib/seo/web-app-manifest';

// One manifest per language (?lang=): the answer depends on the query.
export const dynamic = 'force-dynamic';

const querySchema = z.object({ lang: z.enum(routing.locales).catch(routing.defaultLocale) });

// GET /manifest.webmanifest?lang=de – §4 the installable app; an unknown language falls back to the default.
export function GET(request: Request): Response {
  const { lang } = querySchema.parse({ lang: new URL(request.url).searchParams.get('lang') ?? undefined });
  const t = messageTranslator(lang);
  const manifest = webAppManifest({ name: site.name, description: t('Metadata.description'), startPath: `/${lang}/`, lang });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
