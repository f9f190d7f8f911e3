import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { type Received, TestClient } from './ws-client';
import { startWsServer } from './ws-server';

/**
 * Sessions that connect together share their reads (lib/server/ws/batched-read.ts: the guest
 * rows of requestSession, the presence rows and last chats of requestSnapshot, one query per
 * turn): each must still get its own answer and nothing of another guest's.
 */
const GUESTS = 8;
let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let actorIds: number[];

type Guest = { guestId: number; token: string; balance: number; accepted: boolean; chatId: number | null; price: number };
let guests: Guest[];

beforeAll(async () => {
  app = await startTestRuntime();
  actorIds = (await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(3)).map((row) => row.id);
  await setActorOnline(app.db, app.pubsub, actorIds[0]!, true);
  await setActorOnline(app.db, app.pubsub, actorIds[1]!, false);
  guests = [];
  for (let i = 0; i < GUESTS; i += 1) {
    // Every guest differs: balance, the legal versions accepted, a recent chat end or none.
    const accepted = i % 2 === 0;
    const { guestId, token } = await freshGuest(app, accepted ? { privacy: PRIVACY_VERSION, terms: TERMS_VERSION } : {});
    const balance = 100 * (i + 1) + i;
    await app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'seed-grant',
        postings: [
          { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: balance },
          { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -balance },
        ],
      }),
    );
    const price = 300 + i;
    let chatId: number | null = null;
    if (i % 3 !== 1) {
      const [chat] = await app.db
        .insert(chats)
        .values({ guestId, actorId: actorIds[i % 3]!, type: 'single', pricePerMinute: 199, ageRating: 18, status: 'ended', exitCode: CHAT_EXIT.hostEnded, endedAt: new Date(), billedAmount: price })
        .returning({ id: chats.id });
      chatId = chat!.id;
    }
    guests.push({ guestId, token, balance, accepted, chatId, price });
  }
  ws = await startWsServer();
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

/** What the socket received until the pong of a ping sent after its request: everything the request got. */
async function drain(client: TestClient): Promise<Received[]> {
  client.send({ type: 'ping' });
  const received: Received[] = [];
  for (let message = await client.next(); message.type !== 'pong'; message = await client.next()) received.push(message);
  return received;
}

describe('sessions connecting together (batched reads)', () => {
  it('each gets its own session, data protection box, presence, balance and chat end, never another guest’s', async () => {
    const clients = await Promise.all(guests.map(() => TestClient.open(ws.base)));
    // All at once: their requestSession frames arrive in the same turns and share the guest row reads.
    clients.forEach((client, i) => client.send({ type: 'requestSession', language: 'en', accessToken: guests[i]!.token }));
    const sessions = await Promise.all(clients.map(drain));
    sessions.forEach((replies, i) => {
      const guest = guests[i]!;
      expect(replies[0]).toMatchObject({ type: 'sessionAck', loggedIn: true, guestId: guest.guestId });
      expect(replies.slice(1)).toEqual(guest.accepted ? [] : [{ type: 'dataProtection', showDataProtection: true }]);
    });

    // Each page shows other performers; the reads of all of them are shared.
    const asked = guests.map((_, i) => (i % 2 === 0 ? [actorIds[0]!, actorIds[2]!] : [actorIds[1]!]));
    clients.forEach((client, i) => client.send({ type: 'requestSnapshot', actorIds: asked[i], guest: true }));
    const snapshots = await Promise.all(clients.map(drain));
    snapshots.forEach((replies, i) => {
      const guest = guests[i]!;
      const presence = replies.find((reply) => reply.type === 'presenceSnapshot') as { actors: { actorId: number; online: boolean }[] } | undefined;
      expect(presence?.actors.map((row) => row.actorId).sort()).toEqual([...asked[i]!].sort());
      // The first performer was switched online, the second offline (beforeAll).
      if (i % 2 === 1) expect(presence?.actors[0]?.online).toBe(false);
      else expect(presence?.actors.find((row) => row.actorId === actorIds[0])?.online).toBe(true);
      expect(replies.filter((reply) => reply.type === 'guestBalance')).toMatchObject([{ guestBalance: guest.balance }]);
      const ends = replies.filter((reply) => reply.type === 'chatEnd');
      expect(ends).toEqual(guest.chatId === null ? [] : [expect.objectContaining({ chatId: guest.chatId, price: guest.price })]);
    });
    for (const client of clients) client.close();
  });
});
