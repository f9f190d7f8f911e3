import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { albumCommentsSchema, albumDetailSchema, albumPageSchema, sedcardsSchema } from '@/lib/contracts/album';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { getSedcards } from '@/lib/server/catalog/albums/get-sedcards';
import { listAlbumComments } from '@/lib/server/catalog/albums/list-album-comments';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { albumComments } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
/** A released gallery with at least one fsk-18 picture. */
let adult: { id: number; actorId: number };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ id: albums.id, actorId: albums.actorId })
    .from(albums)
    .where(
      and(
        eq(albums.type, 'album'),
        sql`${albums.releasedAt} <= now()`,
        sql`exists (select 1 from ${pictures} where ${pictures.albumId} = ${albums.id} and ${pictures.ageRating} = 18)`,
      ),
    )
    .orderBy(asc(albums.id))
    .limit(1);
  if (!row) throw new Error('the seed needs an album with fsk-18 pictures');
  adult = row;
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

async function newGuest(values: Partial<typeof guests.$inferInsert> = {}): Promise<number> {
  const n = Math.random().toString(36).slice(2, 10);
  const [guest] = await rt.db
    .insert(guests)
    .values({ email: `albums-${n}@example.com`, screenName: `AlbumFan_${n}`, passwordHash: 'not-a-login', ...values })
    .returning({ id: guests.id });
  if (!guest) throw new Error('guest not created');
  return guest.id;
}

describe('album detail (§3 photo gallery; fsk-18 media need a verified guest)', () => {
  it('never carries the URL of an fsk-18 picture: those are locked and have no image', async () => {
    const detail = albumDetailSchema.parse(await getAlbumDetail(rt.db, { albumId: adult.id, actorId: adult.actorId }));
    const stored = await rt.db.select().from(pictures).where(eq(pictures.albumId, adult.id));
    const json = JSON.stringify(detail);
    const adultSeeds = stored.filter((p) => p.ageRating === 18).map((p) => p.imageSeed);
    expect(adultSeeds.length).toBeGreaterThan(0);
    for (const seed of adultSeeds) expect(json).not.toContain(`/${seed}-`);
    for (const picture of detail.pictures) {
      // §6: an fsk-18 picture is locked for age whatever else; a paid album locks the rest for purchase.
      expect(picture.lockReason === 'age').toBe(picture.ageRating === 18);
      expect(picture.image === null).toBe(picture.locked);
    }
    expect(detail.pictures.filter((p) => p.lockReason === 'age').length).toBe(adultSeeds.length);
    expect(detail.pictureCount).toBe(stored.length);
    expect(detail.previews.every((image) => !adultSeeds.some((seed) => image.url.includes(`/${seed}-`)))).toBe(true);
  });

  it('is null for an unknown album, another performer\'s URL, a sedcard and an unreleased album', async () => {
    expect(await getAlbumDetail(rt.db, { albumId: 1 })).toBeNull();
    expect(await getAlbumDetail(rt.db, { albumId: adult.id, actorId: adult.actorId + 1 })).toBeNull();
    const [sedcard] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'sedcard')).limit(1);
    expect(await getAlbumDetail(rt.db, { albumId: sedcard?.id ?? 0 })).toBeNull();
    const [later] = await rt.db
      .insert(albums)
      .values({ actorId: adult.actorId, type: 'album', title: 'Soon', ageRating: 16, price: 199, basePrice: 199, releasedAt: new Date(Date.now() + 86_400_000), imageSeed: 7 })
      .returning({ id: albums.id });
    expect(await getAlbumDetail(rt.db, { albumId: later?.id ?? 0 })).toBeNull();
  });

  it('§6: is null for a viewer from a country the performer bans', async () => {
    const [owner] = await rt.db.select({ codes: actors.bannedCountryCodes }).from(actors).where(eq(actors.id, adult.actorId));
    await rt.db.update(actors).set({ bannedCountryCodes: ['PL'] }).where(eq(actors.id, adult.actorId));
    expect(await getAlbumDetail(rt.db, { albumId: adult.id, viewerCountry: 'PL' })).toBeNull();
    expect(await getAlbumDetail(rt.db, { albumId: adult.id, viewerCountry: 'FR' })).not.toBeNull();
    await rt.db.update(actors).set({ bannedCountryCodes: owner?.codes ?? [] }).where(eq(actors.id, adult.actorId));
  });
});

describe('album comments (§3 comments, commentsTotal, isGuestAllowedToCommentAlbum; §9 page size 5)', () => {
  let albumId: number;
  let author: number;

  beforeAll(async () => {
    albumId = adult.id;
    await rt.db.delete(albumComments).where(eq(albumComments.albumId, albumId));
    author = await newGuest({ screenName: 'Writer' });
    const now = Date.now();
    await rt.db.insert(albumComments).values(
      Array.from({ length: 12 }, (_, k) => ({ albumId, guestId: author, text: `comment ${k}`, createdAt: new Date(now - (12 - k) * 60_000) })),
    );
  });

  it('pages newest first, five at a time, with the total', async () => {
    const first = albumCommentsSchema.parse(await listAlbumComments(rt.db, { albumId, limit: 5, offset: 0, guestId: null }));
    expect(first.commentsTotal).toBe(12);
    expect(first.comments.map((c) => c.text)).toEqual(['comment 11', 'comment 10', 'comment 9', 'comment 8', 'comment 7']);
    expect(first.comments[0]?.author).toBe('Writer');
    const last = await listAlbumComments(rt.db, { albumId, limit: 5, offset: 10, guestId: null });
    expect(last.comments.map((c) => c.text)).toEqual(['comment 1', 'comment 0']);
    const past = await listAlbumComments(rt.db, { albumId, limit: 5, offset: 15, guestId: null });
    expect(past.comments).toEqual([]);
    expect(past.commentsTotal).toBe(12);
  });

  it('§6/§4: anonymous, blocked and already-commented guests may not comment; another guest may', async () => {
    const read = async (guestId: number | null) => (await listAlbumComments(rt.db, { albumId, limit: 1, offset: 0, guestId })).isGuestAllowedToCommentAlbum;
    expect(await read(null)).toBe(false);
    expect(await read(author)).toBe(false);
    expect(await read(await newGuest({ isBlockedForComments: true }))).toBe(false);
    expect(await read(await newGuest())).toBe(true);
  });
});

describe('photo galleries (§7 galleries; §9 picture sorts)', () => {
  it('lists released albums only (never sedcards), newest first, paging without overlap', async () => {
    const all = albumPageSchema.parse(await listGalleries(rt.db, { first: 100, offset: 0, order: 'newest' }));
    const [count] = await rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(albums)
      .where(and(eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));
    expect(all.total).toBe(count?.n);
    const dates = all.items.map((a) => a.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page1 = await listGalleries(rt.db, { first: 5, offset: 0, order: 'newest' });
    const page2 = await listGalleries(rt.db, { first: 5, offset: 5, order: 'newest' });
    expect([...page1.items, ...page2.items].map((a) => a.id)).toEqual(all.items.slice(0, 10).map((a) => a.id));
  });

  it('orders by rating, price and views; filters by performer and leaves one album out', async () => {
    const rated = await listGalleries(rt.db, { first: 20, offset: 0, order: 'topRated' });
    const likes = rated.items.map((a) => a.rating.likes);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const cheap = await listGalleries(rt.db, { first: 20, offset: 0, order: 'cheapest' });
    const prices = cheap.items.map((a) => a.price.value);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const viewed = await listGalleries(rt.db, { first: 20, offset: 0, order: 'mostViewed' });
    const views = viewed.items.map((a) => a.albumTotalViews);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const hers = await listGalleries(rt.db, { first: 100, offset: 0, order: 'newest', actorId: adult.actorId, excludeId: adult.id });
    expect(hers.items.every((a) => a.model.id === adult.actorId && a.id !== adult.id)).toBe(true);
    expect(hers.items.every((a) => a.link === `/amateur/${a.model.slug}/pictures/${a.id}/`)).toBe(true);
  });

  it('GraphQL galleries: defaults to 10 newest; unknown performer NOT_FOUND; bad arguments 4xx', async () => {
    const gql = async (query: string) => {
      const response = await POST(
        new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, unknown> }[] } };
    };
    const list = await gql('{ galleries { total items { id title price { value currency } preview { url } model { slug } } } }');
    expect(list.status).toBe(200);
    expect(list.body.data.galleries.items).toHaveLength(10);
    const mine = await gql(`{ galleries(actorId: ${adult.actorId}, order: topRated, first: 3) { items { model { id } } } }`);
    expect(mine.body.data.galleries.items.every((a: { model: { id: number } }) => a.model.id === adult.actorId)).toBe(true);
    expect((await gql('{ galleries(actorId: 1) { total } }')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('{ galleries(first: 101) { total } }')).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await gql('{ galleries(offset: -1) { total } }')).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await gql('{ galleries(order: cheapestFirst) { total } }')).status).toBe(400);
  });
});

describe('sedcards (§3; §9 actor pictures default limit -1 = all, fsk none)', () => {
  it('returns all pictures by default, honours limit and the fsk filter', async () => {
    const [actor] = await rt.db.select({ id: actors.id, name: actors.name }).from(actors).orderBy(desc(actors.id)).limit(1);
    if (!actor) throw new Error('no actor');
    const all = sedcardsSchema.parse(await getSedcards(rt.db, actor, { limit: -1, fsk: 'none' }));
    expect(all.photos.length).toBeGreaterThanOrEqual(3);
    expect(all.total).toBe(all.photos.length);
    const two = await getSedcards(rt.db, actor, { limit: 2, fsk: 'none' });
    expect(two.photos.map((p) => p.id)).toEqual(all.photos.slice(0, 2).map((p) => p.id));
    expect(two.total).toBe(all.total);
    // Make one sedcard picture fsk 18: the fsk-16 view leaves it out, the unfiltered one locks it.
    const target = all.photos[0];
    await rt.db.update(pictures).set({ ageRating: 18 }).where(eq(pictures.id, target?.id ?? 0));
    const sixteen = await getSedcards(rt.db, actor, { limit: -1, fsk: 16 });
    expect(sixteen.photos.map((p) => p.id)).not.toContain(target?.id);
    const locked = (await getSedcards(rt.db, actor, { limit: -1, fsk: 'none' })).photos.find((p) => p.id === target?.id);
    expect(locked).toMatchObject({ locked: true, image: null, ageRating: 18 });
  });
});
