import 'server-only';
import { createHmac } from 'node:crypto';

/** §3 Easter: eggs hidden per Berlin day (spread over the configured pages). */
export const EGGS_PER_DAY = 4;

/**
 * The page keys that carry an egg on a Berlin day: the configured pages ranked by an HMAC of
 * (event, day, page) under the server's egg key, the first EGGS_PER_DAY. Pure and deterministic, so
 * every request of the day agrees, yet guests cannot predict tomorrow's pages from today's.
 */
export function eggPagesOfDay(key: Uint8Array, eventKey: string, day: string, pages: readonly string[], perDay = EGGS_PER_DAY): string[] {
  const rank = (page: string) => createHmac('sha256', key).update(`${eventKey}.${day}.${page}`).digest('hex');
  return [...new Set(pages)]
    .map((page) => ({ page, rank: rank(page) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, perDay)
    .map((entry) => entry.page);
}
