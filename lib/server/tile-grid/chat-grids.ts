import 'server-only';
import { asc, count, desc, gt, lte, or } from 'drizzle-orm';
import type { ActorTile } from '@/lib/contracts/tile-grid-actors';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorTiles } from './actor-tiles';
import type { GridPaging } from './favorite-actors-grid';
import { guestChatStats } from './guest-chat-stats';

type StatsRow = { actorId: number; chats: number; lastChatAt: Date | string; chatSeconds: number; great: number };
type GridAnswer = { items: ActorTile[]; total: number };

const iso = (value: Date | string) => new Date(value).toISOString();
const ranked = (rows: readonly StatsRow[]) =>
  rows.map((r) => ({ actorId: r.actorId, chats: r.chats, lastChatAt: iso(r.lastChatAt), chatSeconds: r.chatSeconds, greatRatings: r.great }));

/** §2 tile-grid kind my video chats: the performers the guest had video chats with, the latest chat first. */
export async function myVideoChatsGrid(db: DbOrTx, guestId: number, { offset, limit }: GridPaging, viewerCountry: string | null): Promise<GridAnswer> {
  const stats = guestChatStats(db, guestId);
  const [rows, [total]] = await Promise.all([
    db.select().from(stats).orderBy(desc(stats.lastChatAt), asc(stats.actorId)).offset(offset).limit(limit),
    db.select({ n: count() }).from(stats),
  ]);
  return { items: await actorTiles(db, ranked(rows), viewerCountry), total: total?.n ?? 0 };
}

/**
 * §2 tile-grid kind best-chat recommendations: the performers of the guest's best chats — those he
 * rated GREAT more often than BAD, or never rated BAD — most GREAT answers first, then the most
 * chat time, then the latest. A guest without any (or a visitor) gets the §5 best-chats ranking.
 */
export async function bestChatsGrid(db: DbOrTx, guestId: number | null, paging: GridPaging, viewerCountry: string | null): Promise<GridAnswer & { source: 'guest' | 'ranking' }> {
  if (guestId !== null) {
    const stats = guestChatStats(db, guestId);
    const best = or(gt(stats.great, stats.bad), lte(stats.bad, 0));
    const [rows, [total]] = await Promise.all([
      db.select().from(stats).where(best).orderBy(desc(stats.great), desc(stats.chatSeconds), desc(stats.lastChatAt), asc(stats.actorId)).offset(paging.offset).limit(paging.limit),
      db.select({ n: count() }).from(stats).where(best),
    ]);
    const n = total?.n ?? 0;
    if (n > 0) return { items: await actorTiles(db, ranked(rows), viewerCountry), total: n, source: 'guest' };
  }
  const list = await listTopCams(db, { view: 'bestChats', viewerCountry });
  const page = list.items.slice(paging.offset, paging.offset + paging.limit);
  return { items: await actorTiles(db, page.map((e) => ({ actorId: e.id })), viewerCountry), total: list.items.length, source: 'ranking' };
}
