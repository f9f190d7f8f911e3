import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let base: string;
let actorId: number;
let albumId: number;
let pictureId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  const [actor] = await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  const [album] = await app.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'album')).limit(1);
  const [picture] = await app.db.select({ id: pictures.id }).from(pictures).limit(1);
  actorId = actor!.id;
  albumId = album!.id;
  pictureId = picture!.id;
  ws = await startWsServer();
  base = ws.base;
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const loggedIn = (accessToken: string) => openLoggedIn(base, accessToken);

const acceptedGuest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
const pinned = (guestId: number) =>
  app.db.select({ subject: guestFavorites.subject, targetId: guestFavorites.targetId }).from(guestFavorites).where(eq(guestFavorites.guestId, guestId));

describe('favourite pins over /ws (§7 outgoing favorite pin/unpin, incoming pin/unpin events)', () => {
  it('favoritePinActor writes the pin and publishes pinActor to every session of the guest, not to others', async () => {
    const guest = await acceptedGuest();
    const stranger = await acceptedGuest();
    const first = await loggedIn(guest.token);
    const second = await loggedIn(guest.token);
    const other = await loggedIn(stranger.token);

    first.send({ type: 'favoritePinActor', actorId });
    expect(await first.next()).toEqual({ type: 'pinActor', actorId });
    expect(await second.next()).toEqual({ type: 'pinActor', actorId });
    expect(await pinned(guest.guestId)).toEqual([{ subject: 'actor', targetId: actorId }]);
    // The stranger's next frame is the answer to its own ping, not the event.
    expect(await other.request({ type: 'ping' })).toMatchObject({ type: 'pong' });

    second.send({ type: 'favoriteUnpinActor', actorId });
    expect(await first.next()).toEqual({ type: 'unpinActor', actorId });
    expect(await second.next()).toEqual({ type: 'unpinActor', actorId });
    expect(await pinned(guest.guestId)).toEqual([]);
    for (const client of [first, second, other]) client.close();
  });

  it('pins and unpins albums, sedcards and pictures with their own events', async () => {
    const guest = await acceptedGuest();
    const client = await loggedIn(guest.token);
    const cases = [
      [{ type: 'favoritePinAlbum', albumId }, { type: 'pinAlbum', albumId }],
      [{ type: 'favoritePinSedcards', actorId }, { type: 'pinSedcards', actorId }],
      [{ type: 'favoritePinPicture', pictureId }, { type: 'pinPicture', pictureId }],
    ] as const;
    for (const [command, event] of cases) expect(await client.request(command)).toEqual(event);
    const rows = await pinned(guest.guestId);
    expect(rows.map((r) => `${r.subject}:${r.targetId}`).sort()).toEqual(
      [`album:${albumId}`, `picture:${pictureId}`, `sedcards:${actorId}`].sort(),
    );

    expect(await client.request({ type: 'favoriteUnpinAlbum', albumId })).toEqual({ type: 'unpinAlbum', albumId });
    expect(await client.request({ type: 'favoriteUnpinSedcards', actorId })).toEqual({ type: 'unpinSedcards', actorId });
    expect(await client.request({ type: 'favoriteUnpinPicture', pictureId })).toEqual({ type: 'unpinPicture', pictureId });
    expect(await pinned(guest.guestId)).toEqual([]);
    client.close();
  });

  it('a missing target answers NOT_FOUND to the sender only and writes nothing', async () => {
    const guest = await acceptedGuest();
    const sender = await loggedIn(guest.token);
    const sibling = await loggedIn(guest.token);
    expect(await sender.request({ type: 'favoritePinActor', actorId: 999_999 })).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    expect(await sender.request({ type: 'favoritePinPicture', pictureId: albumId })).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    expect(await sibling.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    expect(await pinned(guest.guestId)).toEqual([]);
    sender.close();
    sibling.close();
  });

  it('an anonymous session gets UNAUTHORIZED and nothing is written (§6 login-only)', async () => {
    const guest = await acceptedGuest();
    const client = await TestClient.open(base);
    await client.request({ type: 'requestSession', language: 'en' });
    // The guestId of the envelope is no login: only a verified access token is.
    const reply = await client.request({ type: 'favoritePinActor', actorId, guestId: guest.guestId });
    expect(reply).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect(await pinned(guest.guestId)).toEqual([]);
    client.close();
  });

  it('malformed pins are BAD_MESSAGE and write nothing', async () => {
    const guest = await acceptedGuest();
    const client = await loggedIn(guest.token);
    for (const bad of [
      { type: 'favoritePinActor' },
      { type: 'favoritePinActor', actorId: '1000' },
      { type: 'favoritePinAlbum', albumId: -1 },
      { type: 'favoritePinPicture', pictureId: 2 ** 31 },
    ]) {
      expect(await client.request(bad)).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    }
    expect(await pinned(guest.guestId)).toEqual([]);
    client.close();
  });

  it('favoriteRequestActors answers the pinned performers of the guest (§7), after a pin too', async () => {
    const guest = await acceptedGuest();
    const client = await loggedIn(guest.token);
    expect(await client.request({ type: 'favoriteRequestActors' })).toEqual({ type: 'favoriteActors', actorIds: [] });
    expect(await client.request({ type: 'favoritePinActor', actorId })).toEqual({ type: 'pinActor', actorId });
    expect(await client.request({ type: 'favoriteRequestActors' })).toEqual({ type: 'favoriteActors', actorIds: [actorId] });
    client.close();
  });

  it('a session whose guest has not accepted the privacy policy gets dataProtection right after the sessionAck', async () => {
    const guest = await freshGuest(app);
    const client = await TestClient.open(base);
    expect(await client.request({ type: 'requestSession', language: 'de', accessToken: guest.token })).toMatchObject({
      type: 'sessionAck',
      loggedIn: true,
    });
    expect(await client.next()).toEqual({ type: 'dataProtection', showDataProtection: true });
    client.close();
  });
});

