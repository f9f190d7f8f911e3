import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AppPathname, type Locale, pathnames } from '@/i18n/routing';
import type { PageRoute } from '@/lib/contracts/page-route';
import type { Teaser } from '@/lib/contracts/teasers';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { teasers } from '@/lib/server/db/schema/home-extras';
import { routePath } from '@/lib/seo/route-path';

/** A teaser slot holds a row of cards; more would push the page's own content down. */
export const TEASERS_PER_SLOT = 4;

const isPathname = (value: string): value is AppPathname => Object.hasOwn(pathnames, value);

/**
 * §7 getTeasers {routeName, routeArgs}: the cards of the route's teaser slot, in the page's
 * language. A row whose routeArgs are contained in the page's arguments applies (none: every page
 * of the route); a route without teasers, or one this site does not know, has none.
 */
export async function listTeasers(db: DbOrTx, input: { route: PageRoute; language: Locale }): Promise<Teaser[]> {
  const rows = await db
    .select()
    .from(teasers)
    .where(and(eq(teasers.routeName, input.route.routeName), sql`${teasers.routeArgs} <@ ${JSON.stringify(input.route.routeArgs)}::jsonb`))
    .orderBy(asc(teasers.position), asc(teasers.id))
    .limit(TEASERS_PER_SLOT);
  return rows.flatMap((row) => {
    // The seed stores static internal routes; one that left the route table is not linked.
    if (!isPathname(row.href)) return [];
    return [{ id: row.id, title: row.titles[input.language], href: routePath(input.language, row.href), image: imageUrl('video', row.imageSeed, 'w640') }];
  });
}
