import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;

beforeAll(async () => {
  app = await startTestRuntime();
  ws = await startWsServer();
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const acceptedGuest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });

describe('§7 account frames over /ws: refreshEmailProperties, favoriteRequestActors, passwordChanged', () => {
  it('refreshEmailProperties answers the address and whether it is confirmed, as the database says now', async () => {
    const guest = await acceptedGuest();
    const client = await openLoggedIn(ws.base, guest.token);
    const [row] = await app.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guest.guestId));
    await app.db.update(guests).set({ emailVerifiedAt: null }).where(eq(guests.id, guest.guestId));
    expect(await client.request({ type: 'refreshEmailProperties' })).toEqual({ type: 'emailProperties', email: row?.email, emailVerified: false });
    await app.db.update(guests).set({ emailVerifiedAt: new Date() }).where(eq(guests.id, guest.guestId));
    expect(await client.request({ type: 'refreshEmailProperties' })).toMatchObject({ type: 'emailProperties', emailVerified: true });
    client.close();
  });

  it('favoriteRequestActors answers the pinned performers, newest first; a visitor is refused', async () => {
    const guest = await acceptedGuest();
    const client = await openLoggedIn(ws.base, guest.token);
    const [first, second] = await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(2);
    expect(await client.request({ type: 'favoriteRequestActors' })).toEqual({ type: 'favoriteActors', actorIds: [] });
    client.send({ type: 'favoritePinActor', actorId: first!.id });
    await client.next();
    client.send({ type: 'favoritePinActor', actorId: second!.id });
    await client.next();
    expect(await client.request({ type: 'favoriteRequestActors' })).toEqual({ type: 'favoriteActors', actorIds: [second!.id, first!.id] });
    client.close();

    const visitor = await TestClient.open(ws.base);
    await visitor.request({ type: 'requestSession', language: 'en' });
    expect(await visitor.request({ type: 'favoriteRequestActors' })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    visitor.close();
  });

  it('passwordChanged holds the login against the database at once: after a reset elsewhere it hears sessionExpired, else nothing', async () => {
    const guest = await acceptedGuest();
    const client = await openLoggedIn(ws.base, guest.token);
    client.send({ type: 'passwordChanged' });
    // Nothing answers a standing login: the next frame is the ping's pong.
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    await app.db.update(guests).set({ tokenVersion: 9 }).where(eq(guests.id, guest.guestId));
    // Another frame within the reconfirm window would still pass; passwordChanged does not wait.
    expect(await client.request({ type: 'passwordChanged' })).toEqual({ type: 'sessionExpired' });
    // The frame itself is then a visitor's, and refused like one.
    expect(await client.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect(await client.request({ type: 'favoriteRequestActors' })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    client.close();
  });
});
