import { CONTEST_VOTERS } from '@/lib/server/db/seed/contests';
import { and, asc, count, eq, gt, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/server/auth/password';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { guests, performers } from '@/lib/server/db/schema/accounts';
import { actorChatRatings, actors } from '@/lib/server/db/schema/actors';
import { actorCategories, albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { ledgerAccounts, ledgerEntries } from '@/lib/server/db/schema/ledger';
import { DEMO_GUEST, DEMO_PERFORMER, DEMO_PERFORMER_NAME } from '@/lib/server/db/seed/accounts';
import { commenterNames } from '@/lib/server/db/seed/content-texts';
import { seedDatabase, seedIfEmpty } from '@/lib/server/db/seed/seed';
import { getBalance } from '@/lib/server/wallet/ledger';

const DAY = 86_400_000;
const NOW = new Date('2026-03-15T12:00:00Z');
const LATER = new Date('2026-09-01T08:30:00Z');

let first: DatabaseHandle;
let second: DatabaseHandle;

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  return handle;
}

beforeAll(async () => {
  [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
  await seedDatabase(first.db, { scale: 'small', now: NOW });
  await seedDatabase(second.db, { scale: 'small', now: LATER });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const catalogue = async (handle: DatabaseHandle) => ({
  actors: await handle.db.select({ name: actors.name, type: actors.type, online: actors.isOnline, seed: actors.imageSeed }).from(actors).orderBy(asc(actors.id)),
  videos: await handle.db.select({ title: videos.title, price: videos.price, seed: videos.imageSeed }).from(videos).orderBy(asc(videos.id)),
  albums: await handle.db.select({ title: albums.title, seed: albums.imageSeed }).from(albums).orderBy(asc(albums.id)),
});

describe('seed: determinism and scale', () => {
  it('two fresh databases get the same performers, videos and albums, whatever the date of seeding', async () => {
    const [a, b] = await Promise.all([catalogue(first), catalogue(second)]);
    expect(a.actors).toHaveLength(40);
    expect(a.videos).toHaveLength(300);
    expect(b).toEqual(a);
  });

  it('the small scale has 40 performers, 300 videos, 60 albums and one sedcard per performer', async () => {
    const [albumCount] = await first.db.select({ n: count() }).from(albums).where(eq(albums.type, 'album'));
    const sedcards = await first.db
      .select({ actorId: albums.actorId, ageRating: albums.ageRating, isFree: albums.isFree, pictures: count(pictures.id) })
      .from(albums)
      .innerJoin(pictures, eq(pictures.albumId, albums.id))
      .where(eq(albums.type, 'sedcard'))
      .groupBy(albums.id);
    expect(albumCount?.n).toBe(60);
    expect(new Set(sedcards.map((s) => s.actorId)).size).toBe(40);
    for (const s of sedcards) expect(s).toMatchObject({ ageRating: 16, isFree: true, pictures: expect.any(Number) });
    expect(sedcards.every((s) => s.pictures >= 3 && s.pictures <= 5)).toBe(true);
  });

  it('stage names are unique and the slug is the lowercased name', async () => {
    const rows = await first.db.select({ name: actors.name, slug: actors.slug }).from(actors);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of rows) expect(r.slug).toBe(r.name.toLowerCase());
  });
});

describe('seed: pages always have content', () => {
  it('about a third of the performers are online, each with an onlineSince, the offline ones without', async () => {
    const [online] = await first.db.select({ n: count() }).from(actors).where(and(eq(actors.isOnline, true), isNotNull(actors.onlineSince)));
    const [offlineWithSince] = await first.db.select({ n: count() }).from(actors).where(and(eq(actors.isOnline, false), isNotNull(actors.onlineSince)));
    expect(online?.n).toBe(13);
    expect(offlineWithSince?.n).toBe(0);
  });

  it('some videos were released within the last 8 days (trending) and some performers registered within 30 days (new girls)', async () => {
    const [trending] = await first.db.select({ n: count() }).from(videos).where(gt(videos.releasedAt, new Date(NOW.getTime() - 8 * DAY)));
    const [newGirls] = await first.db.select({ n: count() }).from(actors).where(gt(actors.registeredAt, new Date(NOW.getTime() - 30 * DAY)));
    expect(trending?.n).toBeGreaterThanOrEqual(12);
    expect(newGirls?.n).toBeGreaterThanOrEqual(3);
  });

  it('free videos belong to the female acting group only (§9), and there are some', async () => {
    const [free] = await first.db.select({ n: count() }).from(videos).where(eq(videos.isFree, true));
    const [wrong] = await first.db.select({ n: count() }).from(videos).where(and(eq(videos.isFree, true), ne(videos.actingGroup, 'F')));
    expect(free?.n).toBeGreaterThan(0);
    expect(wrong?.n).toBe(0);
  });

  it('a base price is never below the price, and some videos are discounted', async () => {
    const [below] = await first.db.select({ n: count() }).from(videos).where(sql`${videos.basePrice} < ${videos.price}`);
    const [discounted] = await first.db.select({ n: count() }).from(videos).where(sql`${videos.basePrice} > ${videos.price}`);
    expect(below?.n).toBe(0);
    expect(discounted?.n).toBeGreaterThan(0);
  });

  it('every performer has 2–4 categories; some have 10 or more chat ratings in the last 90 days and some fewer', async () => {
    const perActor = await first.db.select({ n: count() }).from(actorCategories).groupBy(actorCategories.actorId);
    expect(perActor).toHaveLength(40);
    expect(perActor.every(({ n }) => n >= 2 && n <= 4)).toBe(true);
    const ratings = await first.db
      .select({ actorId: actors.id, n: count(actorChatRatings.id) })
      .from(actors)
      .leftJoin(actorChatRatings, and(eq(actorChatRatings.actorId, actors.id), gte(actorChatRatings.ratedAt, new Date(NOW.getTime() - 90 * DAY))))
      .groupBy(actors.id);
    expect(ratings.some((r) => r.n >= 10)).toBe(true);
    expect(ratings.some((r) => r.n < 10)).toBe(true);
  });
});

describe('seed: demo accounts', () => {
  it('the demo guest exists with 50.00 EUR granted through the ledger', async () => {
    const [guest] = await first.db.select().from(guests).where(eq(guests.email, DEMO_GUEST.email));
    expect(guest).toMatchObject({ screenName: 'DemoGuest', countryCode: 'DE' });
    expect(guest?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await getBalance(first.db, { ownerType: 'guest', ownerId: guest?.id ?? -1, currency: 'EUR' })).toBe(5000);
  });

  it('the ledger sums to zero and every balance equals the sum of its entries', async () => {
    const [total] = await first.db.select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) }).from(ledgerEntries);
    const accounts = await first.db
      .select({ balance: ledgerAccounts.balance, entries: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id);
    expect(total?.sum).toBe(0);
    expect(accounts).toHaveLength(2);
    for (const a of accounts) expect(a.balance).toBe(a.entries);
  });

  it('the demo passwords verify against argon2id hashes, a wrong password does not', async () => {
    const [guest] = await first.db.select({ hash: guests.passwordHash }).from(guests).where(eq(guests.email, DEMO_GUEST.email));
    const [login] = await first.db.select({ hash: performers.passwordHash }).from(performers).where(eq(performers.email, DEMO_PERFORMER.email));
    expect(guest?.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(guest?.hash ?? '', DEMO_GUEST.password)).toBe(true);
    expect(await verifyPassword(login?.hash ?? '', DEMO_PERFORMER.password)).toBe(true);
    expect(await verifyPassword(guest?.hash ?? '', 'demo-pass-124')).toBe(false);
  });

  it('the studio login belongs to the demo performer, who is online', async () => {
    const [row] = await first.db
      .select({ name: actors.name, online: actors.isOnline })
      .from(performers)
      .innerJoin(actors, eq(actors.id, performers.actorId))
      .where(eq(performers.email, DEMO_PERFORMER.email));
    expect(row).toEqual({ name: DEMO_PERFORMER_NAME, online: true });
  });
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once and returns null on the next start, leaving the data as it was', async () => {
    const handle = await freshDatabase();
    try {
      expect(await seedIfEmpty(handle.db, { scale: 'small', now: NOW })).toEqual({ actors: 40, videos: 300, albums: 60 });
      expect(await seedIfEmpty(handle.db, { scale: 'small', now: NOW })).toBeNull();
      const [actorCount] = await handle.db.select({ n: count() }).from(actors);
      const [guestCount] = await handle.db.select({ n: count() }).from(guests);
      expect(actorCount?.n).toBe(40);
      // The demo guest, the 15 community members whose comments fill the albums and the guests
      // whose votes decided the past contests.
      expect(guestCount?.n).toBe(1 + commenterNames.length + CONTEST_VOTERS);
    } finally {
      await handle.close();
    }
  });
});
