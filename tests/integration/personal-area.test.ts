import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { favoriteActorsResponseSchema } from '@/lib/contracts/favorites';
import {
  archiveResponseSchema,
  benefitsResponseSchema,
  guestProfileResponseSchema,
  mediathekResponseSchema,
  newsletterResponseSchema,
  notificationsSettingsResponseSchema,
  playlistResponseSchema,
  preferencesResponseSchema,
} from '@/lib/contracts/personal';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { actors } from '@/lib/server/db/schema/actors';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { guestSettings } from '@/lib/server/db/schema/personal';
import { purchases } from '@/lib/server/db/schema/purchases';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

const DAY = 86_400_000;
let rt: AppRuntime;
let videoIds: number[];
let albumIds: number[];

beforeAll(async () => {
  rt = await startTestRuntime();
  const released = sql`released_at <= now()`;
  videoIds = (await rt.db.select({ id: videos.id }).from(videos).where(released).orderBy(asc(videos.id)).limit(4)).map((r) => r.id);
  albumIds = (await rt.db.select({ id: albums.id }).from(albums).where(and(eq(albums.type, 'album'), released)).orderBy(asc(albums.id)).limit(3)).map((r) => r.id);
  if (videoIds.length < 4 || albumIds.length < 3) throw new Error('the seed lacks videos or albums');
});
afterAll(() => stopTestRuntime(rt));

const segments = (call: string) => ({ params: Promise.resolve({ area: 'guest', call: call.split('/') }) });

function getGuest(call: string, token: string | null, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/guest/${call}${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, segments(call));
}

function postGuest(call: string, token: string | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return POST(new Request(`http://localhost/rest/v1/guest/${call}`, { method: 'POST', headers, body: JSON.stringify(body) }), segments(call));
}

async function mediathek(token: string, kind: string, section: string, extra = '') {
  const response = await getGuest('mediathek', token, `?kind=${kind}&section=${section}${extra}`);
  expect(response.status).toBe(200);
  return mediathekResponseSchema.parse(await response.json()).data;
}

async function buy(guestId: number, itemType: 'video' | 'album', itemId: number, at: Date) {
  await rt.db.insert(purchases).values({ guestId, itemType, itemId, source: 'money', price: 199, createdAt: at });
}

describe('media library (§2 my-account media library, §3 mediathek item)', () => {
  it('shop lists a purchase with the §3 item fields, newest purchase first', async () => {
    const { guestId, token } = await freshGuest(rt);
    await buy(guestId, 'video', videoIds[0]!, new Date(Date.now() - 2 * DAY));
    await buy(guestId, 'video', videoIds[1]!, new Date(Date.now() - DAY));
    const page = await mediathek(token, 'videos', 'shop');
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([videoIds[1], videoIds[0]]);
    const [video] = await rt.db.select().from(videos).where(eq(videos.id, videoIds[1]!));
    expect(page.items[0]).toMatchObject({
      mediaType: 'video',
      source: 'purchased',
      origin: 'shop',
      title: video!.title,
      fsk: video!.ageRating,
      duration: video!.durationSeconds,
      allowedInPlaylists: video!.allowedInPlaylists,
    });
    expect(page.items[0]!.link).toMatch(new RegExp(`^/amateur/[^/]+/video/${videoIds[1]}/$`));
    expect(page.items[0]!.previewPicture.url).toMatch(/^\/media\/video\//);
  });

  it('archiving moves an item from shop to archive, and back; archiving twice is one entry', async () => {
    const { guestId, token } = await freshGuest(rt);
    await buy(guestId, 'video', videoIds[0]!, new Date());
    const archive = (archived: boolean) => postGuest('mediathek/archive', token, { itemType: 'video', itemId: videoIds[0], archived });
    const response = await archive(true);
    expect(response.status).toBe(200);
    expect(archiveResponseSchema.parse(await response.json()).data).toEqual({ itemType: 'video', itemId: videoIds[0], archived: true });
    expect((await archive(true)).status).toBe(200);
    expect((await mediathek(token, 'videos', 'shop')).total).toBe(0);
    const archived = await mediathek(token, 'videos', 'archive');
    expect(archived.total).toBe(1);
    expect(archived.items[0]).toMatchObject({ id: videoIds[0], source: 'archived', mediaType: 'video' });
    expect((await archive(false)).status).toBe(200);
    expect((await mediathek(token, 'videos', 'shop')).items.map((i) => i.id)).toEqual([videoIds[0]]);
    expect((await mediathek(token, 'videos', 'archive')).total).toBe(0);
  });

  it('cannot archive what is not in the library (404); bad input is 422', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await postGuest('mediathek/archive', token, { itemType: 'video', itemId: videoIds[2], archived: true }), 404, 'NOT_FOUND');
    await expectError(await postGuest('mediathek/archive', token, { itemType: 'picture', itemId: 1, archived: true }), 422, 'VALIDATION_FAILED');
  });

  it('photos: shop lists bought albums, pinned lists pinned galleries, archive takes either', async () => {
    const { guestId, token } = await freshGuest(rt);
    await buy(guestId, 'album', albumIds[0]!, new Date());
    await pinFavorite(rt.db, guestId, 'album', albumIds[1]!);
    const shop = await mediathek(token, 'photos', 'shop');
    expect(shop.items.map((i) => [i.id, i.mediaType, i.source])).toEqual([[albumIds[0], 'photo', 'purchased']]);
    expect(shop.items[0]!.duration).toBeUndefined();
    const pinned = await mediathek(token, 'photos', 'pinned');
    expect(pinned.items.map((i) => [i.id, i.source])).toEqual([[albumIds[1], 'pinned']]);
    expect((await postGuest('mediathek/archive', token, { itemType: 'album', itemId: albumIds[1], archived: true })).status).toBe(200);
    expect((await mediathek(token, 'photos', 'pinned')).total).toBe(0);
    expect((await mediathek(token, 'photos', 'archive')).items.map((i) => i.id)).toEqual([albumIds[1]]);
  });

  it('sections with nothing behind them yet answer an empty list: pinned videos, feed, messenger, clips, audio', async () => {
    const { guestId, token } = await freshGuest(rt);
    await buy(guestId, 'video', videoIds[0]!, new Date());
    for (const [kind, section] of [['videos', 'pinned'], ['videos', 'feed'], ['videos', 'messenger'], ['videos', 'clips'], ['photos', 'feed'], ['photos', 'messenger'], ['audio', 'shop']]) {
      expect(await mediathek(token, kind!, section!)).toEqual({ items: [], total: 0 });
    }
  });

  it('refuses sections a kind does not have, unknown kinds and limits over 100 (422), and anonymous callers (401)', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await getGuest('mediathek', token, '?kind=photos&section=playlist'), 422, 'VALIDATION_FAILED');
    await expectError(await getGuest('mediathek', token, '?kind=films&section=shop'), 422, 'VALIDATION_FAILED');
    await expectError(await getGuest('mediathek', token, '?kind=videos&section=shop&limit=101'), 422, 'VALIDATION_FAILED');
    await expectError(await getGuest('mediathek', null, '?kind=videos&section=shop'), 401, 'UNAUTHORIZED');
  });

  it('pages with offset and limit and counts all', async () => {
    const { guestId, token } = await freshGuest(rt);
    for (const [i, id] of videoIds.entries()) await buy(guestId, 'video', id, new Date(Date.now() - i * DAY));
    const page = await mediathek(token, 'videos', 'shop', '&offset=1&limit=2');
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.id)).toEqual([videoIds[1], videoIds[2]]);
  });
});

describe('playlist (§3 allowedInPlaylists; boxes playlist-delete and playlist-cancel-changes)', () => {
  it('saves, reorders and empties the playlist; the playlist section follows its order', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.update(videos).set({ allowedInPlaylists: true }).where(sql`${videos.id} in (${sql.join(videoIds.slice(0, 3), sql`, `)})`);
    for (const id of videoIds.slice(0, 3)) await buy(guestId, 'video', id, new Date());
    const save = async (ids: number[]) => {
      const response = await postGuest('playlist/save', token, { videoIds: ids });
      expect(response.status).toBe(200);
      return playlistResponseSchema.parse(await response.json()).data.videoIds;
    };
    expect(await save([videoIds[0]!, videoIds[1]!, videoIds[2]!])).toEqual(videoIds.slice(0, 3));
    expect(await save([videoIds[2]!, videoIds[0]!])).toEqual([videoIds[2], videoIds[0]]);
    const list = await mediathek(token, 'videos', 'playlist');
    expect(list.items.map((i) => i.id)).toEqual([videoIds[2], videoIds[0]]);
    expect(list.total).toBe(2);
    const ids = playlistResponseSchema.parse(await (await getGuest('playlist', token)).json()).data.videoIds;
    expect(ids).toEqual([videoIds[2], videoIds[0]]);
    expect(await save([])).toEqual([]);
    expect((await mediathek(token, 'videos', 'playlist')).total).toBe(0);
  });

  it('refuses videos the guest does not own, videos not allowed in playlists and duplicates (422), changing nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    await buy(guestId, 'video', videoIds[0]!, new Date());
    await buy(guestId, 'video', videoIds[3]!, new Date());
    await rt.db.update(videos).set({ allowedInPlaylists: true }).where(eq(videos.id, videoIds[0]!));
    await rt.db.update(videos).set({ allowedInPlaylists: false }).where(eq(videos.id, videoIds[3]!));
    expect((await postGuest('playlist/save', token, { videoIds: [videoIds[0]] })).status).toBe(200);
    await expectError(await postGuest('playlist/save', token, { videoIds: [videoIds[0], videoIds[1]] }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('playlist/save', token, { videoIds: [videoIds[3]] }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('playlist/save', token, { videoIds: [videoIds[0], videoIds[0]] }), 422, 'VALIDATION_FAILED');
    expect((await mediathek(token, 'videos', 'playlist')).items.map((i) => i.id)).toEqual([videoIds[0]]);
    await rt.db.update(videos).set({ allowedInPlaylists: true }).where(eq(videos.id, videoIds[3]!));
  });
});

describe('newsletters (§3 types 256/512/1024/2048, §7 newsletter/subscribe and unsubscribe)', () => {
  it('subscribes the caller with the account email and unsubscribes again', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [guest] = await rt.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
    const subscribe = async (typeId: number) => {
      const response = await postGuest('newsletter/subscribe', token, { typeId, userId: guestId, emailAddress: guest!.email.toUpperCase() });
      expect(response.status).toBe(200);
      return newsletterResponseSchema.parse(await response.json()).data;
    };
    expect(await subscribe(1024)).toEqual({ typeId: 1024, subscribed: true, newsletterTypes: [1024], eventRewards: [] });
    expect((await subscribe(256)).newsletterTypes).toEqual([256, 1024]);
    expect((await subscribe(256)).newsletterTypes).toEqual([256, 1024]);
    const off = await postGuest('newsletter/unsubscribe', token, { typeId: 1024 });
    expect(newsletterResponseSchema.parse(await off.json()).data).toEqual({ typeId: 1024, subscribed: false, newsletterTypes: [256] });
    const [row] = await rt.db.select({ bits: guestSettings.newsletterBits }).from(guestSettings).where(eq(guestSettings.guestId, guestId));
    expect(row?.bits).toBe(256);
  });

  it('refuses another userId (403), another email or an unknown type (422), and anonymous callers (401)', async () => {
    const { guestId, token } = await freshGuest(rt);
    const other = await freshGuest(rt);
    const [guest] = await rt.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
    const email = guest!.email;
    await expectError(await postGuest('newsletter/subscribe', token, { typeId: 256, userId: other.guestId, emailAddress: email }), 403, 'FORBIDDEN');
    await expectError(await postGuest('newsletter/subscribe', token, { typeId: 256, userId: guestId, emailAddress: 'someone@example.com' }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('newsletter/subscribe', token, { typeId: 300, userId: guestId, emailAddress: email }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('newsletter/unsubscribe', token, { typeId: 4096 }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('newsletter/subscribe', null, { typeId: 256, userId: guestId, emailAddress: email }), 401, 'UNAUTHORIZED');
    const profile = guestProfileResponseSchema.parse(await (await getGuest('profile', token)).json()).data;
    expect(profile.newsletterTypes).toEqual([]);
  });
});

describe('profile settings (§7 getNotificationsSettings, savePreferences)', () => {
  it('answers defaults, then merges saved notification settings and preferences', async () => {
    const { guestId, token } = await freshGuest(rt);
    const initial = notificationsSettingsResponseSchema.parse(await (await getGuest('getNotificationsSettings', token)).json());
    expect(initial.notifications_settings).toEqual({ newMessages: true, favoriteOnline: false, favoriteNewContent: true, specialOffers: false });
    const saved = await postGuest('saveNotificationsSettings', token, { notifications_settings: { favoriteOnline: true } });
    expect(notificationsSettingsResponseSchema.parse(await saved.json()).notifications_settings.favoriteOnline).toBe(true);
    await postGuest('saveNotificationsSettings', token, { notifications_settings: { newMessages: false } });
    const prefs = await postGuest('savePreferences', token, { data: { tileGridMode: 'list', language: 'de' } });
    expect(preferencesResponseSchema.parse(await prefs.json()).data).toEqual({ language: 'de', showFsk18Previews: false, tileGridMode: 'list' });
    const profile = guestProfileResponseSchema.parse(await (await getGuest('profile', token)).json()).data;
    expect(profile).toMatchObject({
      guestId,
      avatar: null,
      notificationsSettings: { newMessages: false, favoriteOnline: true, favoriteNewContent: true, specialOffers: false },
      preferences: { language: 'de', tileGridMode: 'list', showFsk18Previews: false },
    });
    expect(profile.email).toMatch(/@example\.com$/);
  });

  it('refuses unknown keys and wrong values (422)', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await postGuest('savePreferences', token, { data: { theme: 'light' } }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('savePreferences', token, { data: { tileGridMode: 'table' } }), 422, 'VALIDATION_FAILED');
    await expectError(await postGuest('saveNotificationsSettings', token, { notifications_settings: { newMessages: 'yes' } }), 422, 'VALIDATION_FAILED');
  });
});

describe('benefits (§3 benefits)', () => {
  it('lists the vouchers left with validity and performers, and counts spins, gifts, messages and tickets', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [actor] = await rt.db.select({ id: actors.id, name: actors.name }).from(actors).orderBy(asc(actors.id)).limit(1);
    const now = Date.now();
    const validTo = new Date(now + 10 * DAY);
    await rt.db.insert(guestVouchers).values([
      { guestId, type: VOUCHER_TYPE.video, amount: 2, actorId: actor!.id, validFrom: new Date(now - DAY), validTo, source: 'test' },
      { guestId, type: VOUCHER_TYPE.photoAlbum, amount: 1, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
      // expired: not listed
      { guestId, type: VOUCHER_TYPE.photoAlbum, amount: 5, actorId: null, validFrom: new Date(now - 9 * DAY), validTo: new Date(now - DAY), source: 'test' },
      { guestId, type: VOUCHER_TYPE.spins, amount: 3, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
      { guestId, type: VOUCHER_TYPE.messengerGift, amount: 4, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
      { guestId, type: VOUCHER_TYPE.messages, amount: 6, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
      { guestId, type: VOUCHER_TYPE.privateShow, amount: 1, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
      { guestId, type: VOUCHER_TYPE.liveShow, amount: 2, actorId: null, validFrom: new Date(now - DAY), validTo: null, source: 'test' },
    ]);
    const response = await getGuest('benefits', token);
    expect(response.status).toBe(200);
    const benefits = benefitsResponseSchema.parse(await response.json()).data;
    expect(benefits).toMatchObject({ spinwheelSpins: 3, messengerGiftCount: 4, freeMessagesCount: 6, privateShowTickets: 1, chatShowTickets: 2 });
    const video = benefits.vouchers.find((v) => v.type === VOUCHER_TYPE.video);
    expect(video).toMatchObject({ amount: 2, validTo: validTo.toISOString(), actors: [{ id: actor!.id, name: actor!.name }] });
    const photo = benefits.vouchers.filter((v) => v.type === VOUCHER_TYPE.photoAlbum);
    expect(photo).toEqual([expect.objectContaining({ amount: 1, validTo: null, actors: [] })]);
  });

  it('a new guest has no vouchers and every count is 0', async () => {
    const { token } = await freshGuest(rt);
    const benefits = benefitsResponseSchema.parse(await (await getGuest('benefits', token)).json()).data;
    expect(benefits).toEqual({ vouchers: [], spinwheelSpins: 0, messengerGiftCount: 0, freeMessagesCount: 0, privateShowTickets: 0, chatShowTickets: 0 });
  });
});

describe('favourite cams (§2 favorite-cams, §9 10 per page on mobile, blocks of 50)', () => {
  it('lists pinned performers newest first with their online state, in pages of 10 and blocks of 50', async () => {
    const { guestId, token } = await freshGuest(rt);
    const list = await rt.db.select({ id: actors.id, isOnline: actors.isOnline }).from(actors).orderBy(desc(actors.id)).limit(12);
    for (const actor of list) await pinFavorite(rt.db, guestId, 'actor', actor.id);
    // The latest pin is online, the one before offline.
    await rt.db.update(actors).set({ isOnline: true }).where(eq(actors.id, list[11]!.id));
    await rt.db.update(actors).set({ isOnline: false }).where(eq(actors.id, list[10]!.id));
    list[11]!.isOnline = true;
    list[10]!.isOnline = false;
    const page = async (query: string) => favoriteActorsResponseSchema.parse(await (await getGuest('favorite/actors', token, query)).json()).data;
    const first = await page('');
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 2)).toEqual([expect.objectContaining({ id: list[11]!.id, isOnline: true }), expect.objectContaining({ id: list[10]!.id, isOnline: false })]);
    expect(first.items.map((i) => i.isOnline)).toEqual([...list].reverse().slice(0, 10).map((a) => a.isOnline));
    const second = await page('?offset=10&limit=10');
    expect(second.items.map((i) => i.id)).toEqual([list[1]!.id, list[0]!.id]);
    expect((await page('?limit=50')).items).toHaveLength(12);
  });
});
