import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as publicImage } from '@/app/media/[kind]/[file]/route';
import { IMAGE_KINDS, IMAGE_SIZES, imageUrl } from '@/lib/media/image-urls';
import { checkedPictureUrl, isCheckedPicture } from '@/lib/media/picture-urls';
import { renderCheckedPictureSvg } from '@/lib/media/svg';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { webpSize } from '@/tests/helpers/webp';
import { type AlbumFixture, buyAlbum, fetchPicture, openAlbum, rateAlbum, seedAlbum } from './album-picture-calls';
import { errorOf, guestWithSession, restGetJson } from './media-calls';

let rt: AppRuntime;
/** A paid album: preview 2 (index 1) and pictures 5 and 6 are fsk 18, picture 4 is a rated-16 picture past the previews. */
let paid: AlbumFixture;
/** A paid album of another performer, whom the test bans in `bannedIn` (§3 bannedCountryCodes). */
let banned: AlbumFixture;
const bannedIn = 'PL';

const pathOf = (pictureId: number) => checkedPictureUrl(pictureId, 'w640').url;
const at = (album: AlbumFixture, index: number) => album.pictures[index]?.id ?? 0;

beforeAll(async () => {
  rt = await startTestRuntime();
  const first = await seedAlbum(rt, { free: false });
  paid = await rateAlbum(rt, first.id, [16, 18, 16, 16, 18, 18]);
  const other = await seedAlbum(rt, { free: false, notActorId: first.actorId });
  await rt.db.update(actors).set({ bannedCountryCodes: [bannedIn] }).where(eq(actors.id, other.actorId));
  banned = await rateAlbum(rt, other.id, []);
});
afterAll(() => stopTestRuntime(rt));

describe('album pictures a visitor may not see are served only through the access-checked route', () => {
  it('the album view hands out checked URLs (by picture id, never the seed) for every open picture past the previews or fsk 18; previews rated 16 stay public', async () => {
    const buyer = await guestWithSession(rt, { avs: true });
    await buyAlbum(rt, buyer, paid.id);
    const urls = (await openAlbum(paid.id, buyer.token)).map((p) => p.image?.url ?? '');
    expect(urls.slice(0, 6)).toEqual([
      imageUrl('picture', paid.pictures[0]?.seed ?? 0, 'w640').url,
      pathOf(at(paid, 1)),
      imageUrl('picture', paid.pictures[2]?.seed ?? 0, 'w640').url,
      pathOf(at(paid, 3)),
      pathOf(at(paid, 4)),
      pathOf(at(paid, 5)),
    ]);
    // The cached page (anonymous) has no checked URL at all: those pictures are locked there.
    const cached = await getAlbumDetail(rt.db, { albumId: paid.id });
    expect(cached?.pictures.some((p) => p.image && isCheckedPicture(p.image.url))).toBe(false);
  });

  it('a picture past the previews: 403 PURCHASE_REQUIRED for a visitor and a guest who has not bought, 200 after buying (private, Vary: Cookie)', async () => {
    const path = pathOf(at(paid, 3));
    const visitor = await fetchPicture(path);
    expect(visitor.status).toBe(403);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(await visitor.json()).toMatchObject({ success: false, error: { code: 'PURCHASE_REQUIRED' } });

    const guest = await guestWithSession(rt);
    expect(await errorOf(await fetchPicture(path, { cookie: guest.cookie }))).toBe('PURCHASE_REQUIRED');
    await buyAlbum(rt, guest, paid.id);
    const bought = await fetchPicture(path, { cookie: guest.cookie });
    expect(bought.status).toBe(200);
    expect(bought.headers.get('content-type')).toBe('image/webp');
    expect(bought.headers.get('cache-control')).toBe('private, max-age=600');
    expect(bought.headers.get('vary')).toBe('Cookie');
    expect(await webpSize(await bought.arrayBuffer())).toEqual({ width: 640, height: 853 });
    // Its .svg form is the drawing the WebP was made from: the picture's own seed, the checked artwork.
    const drawing = await fetchPicture(path.replace(/\.webp$/, '.svg'), { cookie: guest.cookie });
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('cache-control')).toBe('private, max-age=600');
    expect(await drawing.text()).toBe(renderCheckedPictureSvg(paid.pictures[3]?.seed ?? 0, 640, 853));
    // The URL alone (no session cookie) still opens nothing, in either form.
    expect((await fetchPicture(path)).status).toBe(403);
    expect((await fetchPicture(path.replace(/\.webp$/, '.svg'))).status).toBe(403);
  });

  it('§6 fsk 18: 403 AGE_VERIFICATION_REQUIRED without accepted avs even after buying, 200 with avs; an fsk-18 preview needs avs, not a purchase', async () => {
    const guest = await guestWithSession(rt);
    await buyAlbum(rt, guest, paid.id);
    expect(await errorOf(await fetchPicture(pathOf(at(paid, 4)), { cookie: guest.cookie }))).toBe('AGE_VERIFICATION_REQUIRED');
    expect(await errorOf(await fetchPicture(pathOf(at(paid, 4)).replace(/\.webp$/, '.svg'), { cookie: guest.cookie }))).toBe('AGE_VERIFICATION_REQUIRED');
    expect(await errorOf(await fetchPicture(pathOf(at(paid, 1))))).toBe('AGE_VERIFICATION_REQUIRED');

    const verified = await guestWithSession(rt, { avs: true });
    expect((await fetchPicture(pathOf(at(paid, 1)), { cookie: verified.cookie })).status).toBe(200);
    expect(await errorOf(await fetchPicture(pathOf(at(paid, 4)), { cookie: verified.cookie }))).toBe('PURCHASE_REQUIRED');
    await buyAlbum(rt, verified, paid.id);
    expect((await fetchPicture(pathOf(at(paid, 4)), { cookie: verified.cookie })).status).toBe(200);
  });

  it('§6 country bans: 403 COUNTRY_BANNED for a buyer in the banned country (profile or geo header), 200 elsewhere', async () => {
    const path = pathOf(at(banned, 3));
    const abroad = await guestWithSession(rt, { avs: true, country: 'ZZ' });
    await buyAlbum(rt, abroad, banned.id);
    expect((await fetchPicture(path, { cookie: abroad.cookie })).status).toBe(200);
    const inBannedCountry = await guestWithSession(rt, { avs: true, country: bannedIn });
    expect(await errorOf(await fetchPicture(path, { cookie: inBannedCountry.cookie }))).toBe('COUNTRY_BANNED');
    const viaHeader = await guestWithSession(rt, { avs: true });
    expect(await errorOf(await fetchPicture(path, { cookie: viaHeader.cookie, 'x-country-code': bannedIn.toLowerCase() }))).toBe('COUNTRY_BANNED');
  });

  it('the public /media/{kind}/ route cannot produce the checked picture: no kind and no size gives the same bytes', async () => {
    const seed = paid.pictures[3]?.seed ?? 0;
    for (const size of IMAGE_SIZES) {
      const checked = renderCheckedPictureSvg(seed, checkedPictureUrl(1, size).width, checkedPictureUrl(1, size).height);
      for (const kind of IMAGE_KINDS) {
        const file = `${seed}-${size}.svg`;
        const open = await publicImage(new Request(`http://localhost/media/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });
        expect(open.status).toBe(200);
        expect(await open.text()).not.toBe(checked);
      }
    }
  });

  it('an fsk-18 sedcard picture takes the checked URL too: free (no purchase), but only with accepted avs', async () => {
    const [sedcard] = await rt.db
      .select({ id: pictures.id, actorId: albums.actorId })
      .from(pictures)
      .innerJoin(albums, eq(albums.id, pictures.albumId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(and(eq(albums.type, 'sedcard'), sql`cardinality(${actors.bannedCountryCodes}) = 0`))
      .orderBy(asc(pictures.id))
      .limit(1);
    if (!sedcard) throw new Error('the seed has sedcards');
    await rt.db.update(pictures).set({ ageRating: 18 }).where(eq(pictures.id, sedcard.id));
    const verified = await guestWithSession(rt, { avs: true });
    const { body } = await restGetJson<{ data: { photos: { id: number; image: { url: string } | null }[] } }>(`gallery/getsedcards/${sedcard.actorId}`, verified.token);
    expect(body.data.photos.find((p) => p.id === sedcard.id)?.image?.url).toBe(pathOf(sedcard.id));
    expect(await errorOf(await fetchPicture(pathOf(sedcard.id)))).toBe('AGE_VERIFICATION_REQUIRED');
    expect((await fetchPicture(pathOf(sedcard.id), { cookie: verified.cookie })).status).toBe(200);
  });

  it('bad file names, unknown pictures and pictures of unreleased albums are 404 NOT_FOUND', async () => {
    const guest = await guestWithSession(rt, { avs: true });
    const id = at(paid, 0);
    const names = [`${id}-w100.svg`, `${id}-w100.webp`, `${id}-w640.svg.webp`, `${id}-w640.webp.svg`, `${id}-w640.png`, `${id}-w640.jpg`, `${id}-w640`, `x-w640.webp`, `0-w640.webp`, `${id}-0-w640.webp`, '99999999-w640.webp', '99999999-w640.svg', '99999999999-w640.webp'];
    for (const name of names) {
      const response = await fetchPicture(`/media/album-picture/${name}`, { cookie: guest.cookie });
      expect(response.status, name).toBe(404);
      expect(await errorOf(response)).toBe('NOT_FOUND');
    }
    const [album] = await rt.db.select({ releasedAt: albums.releasedAt }).from(albums).where(eq(albums.id, paid.id));
    await rt.db.update(albums).set({ releasedAt: new Date(Date.now() + 86_400_000) }).where(eq(albums.id, paid.id));
    try {
      expect(await errorOf(await fetchPicture(pathOf(at(paid, 0)), { cookie: guest.cookie }))).toBe('NOT_FOUND');
    } finally {
      await rt.db.update(albums).set({ releasedAt: album?.releasedAt }).where(eq(albums.id, paid.id));
    }
  });
});
