import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AppPathname, type Locale, pathnames } from '@/i18n/routing';
import type { Banner } from '@/lib/contracts/banners';
import type { PageRoute } from '@/lib/contracts/page-route';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { banners } from '@/lib/server/db/schema/home-extras';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { routePath } from '@/lib/seo/route-path';
import { inBannerWindow } from './banner-window';

const isPathname = (value: string): value is AppPathname => Object.hasOwn(pathnames, value);

/**
 * §7 GraphQL banners by mobile, route name and route args (§3 Banner). `mobile` true: the phone's
 * banners too (§9 mobile 560); false: none of them; null: both, tagged mobileOnly — the server
 * rendering a shared page cannot know the width, so the page hides them with a media query.
 * §9 halloween 559 and other seasonal banners only inside their window (`now` honours test days).
 */
export async function listBanners(db: DbOrTx, input: { route: PageRoute; mobile: boolean | null; language: Locale; now: Date }): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.routeName, input.route.routeName),
        sql`${banners.routeArgs} <@ ${JSON.stringify(input.route.routeArgs)}::jsonb`,
        input.mobile === false ? eq(banners.mobileOnly, false) : undefined,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  const today = berlinDayOf(input.now);
  return rows
    .filter((row) => inBannerWindow({ from: row.windowFrom, to: row.windowTo }, today))
    .map((row) => {
      const image = imageUrl('video', row.imageSeed, row.mobileOnly ? 'w640' : 'w1280');
      return {
        id: row.id,
        imagePath: image.url,
        width: image.width,
        // Wide strips: 6:1 on every width, 4:1 for the phone's own banner (the artwork is cropped to fit).
        height: Math.round(image.width / (row.mobileOnly ? 4 : 6)),
        alt: row.alts[input.language],
        onClickUrl: row.onClickType === 'internal' && isPathname(row.onClickUrl) ? routePath(input.language, row.onClickUrl) : row.onClickUrl,
        onClickType: row.onClickType,
        relatedActorId: row.relatedActorId,
        mobileOnly: row.mobileOnly,
      };
    });
}
