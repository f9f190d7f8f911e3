import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Banner } from '@/lib/contracts/banners';
import type { PageRoute } from '@/lib/contracts/page-route';
import type { Teaser } from '@/lib/contracts/teasers';
import { listBanners } from '@/lib/server/banners/list-banners';
import type { DbOrTx } from '@/lib/server/db/client';
import { listTeasers } from '@/lib/server/teasers/list-teasers';

/**
 * A page's teaser slot and banners, read by its server component (§7 teaser, GraphQL banners).
 * mobile null: the phone's banners too, hidden by CSS on wider screens (the page is shared).
 */
export async function loadPageExtras(db: DbOrTx, route: PageRoute, language: Locale): Promise<{ teasers: Teaser[]; banners: Banner[] }> {
  const [teasers, banners] = await Promise.all([listTeasers(db, { route, language }), listBanners(db, { route, mobile: null, language, now: new Date() })]);
  return { teasers, banners };
}
