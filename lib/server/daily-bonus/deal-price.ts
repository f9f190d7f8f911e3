import 'server-only';
import { type SQL, sql } from 'drizzle-orm';

/**
 * §3 dailyBonusPrice: the price of today's daily bonus offer when it sells this very video or
 * album (one offer per Berlin day), else null. A correlated SQL expression on the row's table
 * ("videos" or "albums", named in full: Drizzle leaves a column of a one-table select unqualified,
 * and the subquery's own id would capture it), so lists and the detail page read it with the row.
 * `day` is the Berlin day (YYYY-MM-DD) of the caller's clock; without one the database's clock
 * in Berlin time decides (lists that are not day-aware, like the video grid).
 */
export function dealPriceSql(itemType: 'video' | 'album', day?: string): SQL<number | null> {
  const today = day === undefined ? sql`(now() at time zone 'Europe/Berlin')::date` : sql`${day}::date`;
  const outerId = itemType === 'video' ? sql`"videos"."id"` : sql`"albums"."id"`;
  return sql<number | null>`(select o.price from daily_bonus_offers o
    where o.day = ${today} and o."grant"->>'type' = 'item' and o."grant"->>'itemType' = ${itemType}
      and (o."grant"->>'itemId')::integer = ${outerId} and (o.stock_left is null or o.stock_left > 0))`.mapWith((value: unknown) =>
    value === null || value === undefined ? null : Number(value),
  );
}
