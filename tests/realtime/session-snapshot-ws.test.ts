import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { MAX_SNAPSHOT_ACTORS } from '@/lib/realtime/message-codes';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { RECENT_CHAT_END_MS } from '@/lib/server/ws/session-snapshot';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

/** requestSnapshot (lib/server/ws/session-snapshot.ts): what a page shows, read after its session is acknowledged. */
let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let actorId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  const [actor] = await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  actorId = actor!.id;
  ws = await startWsServer();
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

async function anonymous(): Promise<TestClient> {
  const client = await TestClient.open(ws.base);
  expect(await client.request({ type: 'requestSession', language: 'en' })).toMatchObject({ type: 'sessionAck', loggedIn: false });
  return client;
}

function fund(guestId: number, cents: number) {
  return app.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'seed-grant',
      postings: [
        { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: cents },
        { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -cents },
      ],
    }),
  );
}

function endedChat(guestId: number, endedAt: Date) {
  return app.db
    .insert(chats)
    .values({ guestId, actorId, type: 'single', pricePerMinute: 199, ageRating: 18, status: 'ended', exitCode: CHAT_EXIT.hostEnded, endedAt, billedAmount: 398 })
    .returning({ id: chats.id });
}

describe('requestSnapshot over /ws', () => {
  it('answers each existing performer’s online state with the version of her last switch, anonymous sessions too', async () => {
    await setActorOnline(app.db, app.pubsub, actorId, false);
    const before = await anonymous();
    const first = await before.request({ type: 'requestSnapshot', actorIds: [actorId] });
    const [offline] = first.actors as { online: boolean; version: number }[];
    expect(offline!.online).toBe(false);
    before.close();

    await setActorOnline(app.db, app.pubsub, actorId, true);
    const client = await anonymous();
    const answer = await client.request({ type: 'requestSnapshot', actorIds: [actorId, actorId, 2_000_000_000], guest: true });
    expect(answer).toEqual({ type: 'presenceSnapshot', actors: [{ actorId, online: true, version: offline!.version + 1 }] });
    // An anonymous page has no guest state to read: nothing else follows.
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    client.close();
  });

  it('a logged-in page asking for its own state gets the balance as it stands now and the chat that ended meanwhile', async () => {
    const { guestId, token } = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    await endedChat(guestId, new Date(Date.now() - RECENT_CHAT_END_MS - 60_000));
    const [recent] = await endedChat(guestId, new Date());
    await fund(guestId, 1234);
    const client = await openLoggedIn(ws.base, token);
    client.send({ type: 'requestSnapshot', actorIds: [], guest: true });
    expect(await client.next()).toMatchObject({ type: 'guestBalance', guestBalance: 1234 });
    expect(await client.next()).toMatchObject({ type: 'chatEnd', chatId: recent!.id, price: 398, exitCode: CHAT_EXIT.hostEnded });
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    client.close();
  });

  it('refuses ids beyond PostgreSQL integers and more than one batch of performers as bad messages', async () => {
    const client = await anonymous();
    expect(await client.request({ type: 'requestSnapshot', actorIds: [2_147_483_648] })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    const tooMany = Array.from({ length: MAX_SNAPSHOT_ACTORS + 1 }, (_, i) => i + 1);
    expect(await client.request({ type: 'requestSnapshot', actorIds: tooMany })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    expect(await client.request({ type: 'requestSnapshot', actorIds: [1.5] })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    client.close();
  });
});
