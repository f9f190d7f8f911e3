import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Jumbotron } from '@/lib/contracts/jumbotron';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { jumbotrons } from '@/lib/server/db/schema/home-extras';
import { routePath } from '@/lib/seo/route-path';
import { type AppPathname, pathnames } from '@/i18n/routing';
import { jumbotronClipUrl } from './jumbotron-config';

const isPathname = (value: string): value is AppPathname => Object.hasOwn(pathnames, value);

/** §7 misc video/jumbotron/homepage: the newest active home-page jumbotron in the page's language, or null. */
export async function findHomepageJumbotron(db: DbOrTx, language: Locale): Promise<Jumbotron | null> {
  const [row] = await db
    .select()
    .from(jumbotrons)
    .where(and(eq(jumbotrons.placement, 'homepage'), eq(jumbotrons.active, true)))
    .orderBy(desc(jumbotrons.id))
    .limit(1);
  if (!row) return null;
  const text = row.texts[language];
  return {
    id: row.id,
    headline: text.headline,
    lead: text.lead,
    cta: { label: text.cta, href: isPathname(row.ctaHref) ? routePath(language, row.ctaHref) : routePath(language, '/') },
    // The page's largest element (LCP): a 16:9 poster with its size known before it loads.
    poster: imageUrl('video', row.posterSeed, 'w1280'),
    video: { url: jumbotronClipUrl(row.clip), type: 'video/mp4' },
  };
}
