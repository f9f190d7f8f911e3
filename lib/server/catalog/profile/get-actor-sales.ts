import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ActorSales } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { asCurrency } from '../model-row';

type SalesRow = {
  count: number;
  freeCount: number;
  discountedCount: number;
  vipCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  currency: string | null;
};

const n = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

function toKind(row: SalesRow | undefined): ActorSales['videos'] {
  const currency = asCurrency(row?.currency ?? 'EUR');
  return {
    count: row?.count ?? 0,
    freeCount: row?.freeCount ?? 0,
    discountedCount: row?.discountedCount ?? 0,
    vipCount: row?.vipCount ?? 0,
    priceRange:
      row && row.minPrice !== null && row.maxPrice !== null
        ? { min: { value: row.minPrice, currency }, max: { value: row.maxPrice, currency } }
        : null,
  };
}

/**
 * `profile/sales/actor/{actorId}`: what a performer sells — released videos and photo albums
 * (sedcards are free profile pictures, not for sale): counts, free, discounted and VIP ones and
 * the price range of the paid ones. The caller checks the performer (unknown or banned: 404).
 */
export async function getActorSales(db: DbOrTx, actorId: number): Promise<ActorSales> {
  const [video] = await db
    .select({
      count: n(sql`count(*)`),
      freeCount: n(sql`count(*) filter (where ${videos.isFree})`),
      discountedCount: n(sql`count(*) filter (where not ${videos.isFree} and ${videos.price} < ${videos.basePrice})`),
      vipCount: n(sql`count(*) filter (where ${videos.isVip})`),
      minPrice: sql<number | null>`min(${videos.price}) filter (where not ${videos.isFree})`,
      maxPrice: sql<number | null>`max(${videos.price}) filter (where not ${videos.isFree})`,
      currency: sql<string | null>`min(${videos.currency})`,
    })
    .from(videos)
    .where(and(eq(videos.actorId, actorId), sql`${videos.releasedAt} <= now()`));
  const [album] = await db
    .select({
      count: n(sql`count(*)`),
      freeCount: n(sql`count(*) filter (where ${albums.isFree})`),
      discountedCount: n(sql`count(*) filter (where not ${albums.isFree} and ${albums.price} < ${albums.basePrice})`),
      vipCount: n(sql`count(*) filter (where ${albums.isVipContent})`),
      minPrice: sql<number | null>`min(${albums.price}) filter (where not ${albums.isFree})`,
      maxPrice: sql<number | null>`max(${albums.price}) filter (where not ${albums.isFree})`,
      currency: sql<string | null>`min(${albums.currency})`,
    })
    .from(albums)
    .where(and(eq(albums.actorId, actorId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));
  return { actorId, videos: toKind(nullNumbers(video)), albums: toKind(nullNumbers(album)) };
}

/** min()/max() come back as strings or null from the driver; make them numbers. */
function nullNumbers(row: SalesRow | undefined): SalesRow | undefined {
  if (!row) return row;
  const num = (v: number | null) => (v === null ? null : Number(v));
  return { ...row, minPrice: num(row.minPrice), maxPrice: num(row.maxPrice) };
}
