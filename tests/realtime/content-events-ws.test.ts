import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { channelWithMessagesResponseSchema } from '@/lib/contracts/messenger';
import { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { type GuestEvent, publishToGuest, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createPostgresPubSub } from '@/lib/server/realtime/pubsub-postgres';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from '@/tests/integration/account-calls';
import { performerToken } from '@/tests/integration/chat-studio-calls';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { clientId, messengerGet, openChannel, performers } from '@/tests/integration/messenger-calls';
import { studioCall } from '@/tests/integration/studio-calls';
import { key, post } from '@/tests/integration/wallet-calls';
import { createPgliteNotifyDriver } from './pglite-notify-driver';
import type { Received, TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let actorId: number;
let otherActorId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  ws = await startWsServer();
  [actorId, otherActorId] = (await performers(app, 2)) as [number, number];
});
afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const guest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });

/** The next frame of this type (channel and balance events may come first). */
async function nextOf(client: TestClient, type: string): Promise<Received> {
  for (let i = 0; i < 20; i += 1) {
    const message = await client.next();
    if (message.type === type) return message;
  }
  throw new Error(`no ${type} frame`);
}

const withdraw = (token: string, messageId: number) => studioCall('POST', `messenger/message/${messageId}/withdraw`, {}, { token });

describe('§7 messenger content change over /ws', () => {
  it('her withdrawn message reaches every socket of the guest; the channel shows it in place without its text', async () => {
    const { token } = await guest();
    const channelId = await openChannel(token, actorId);
    const sent = await sendActorMessage(app.db, app.pubsub, { actorId, channelId, text: 'a message to take back', clientMessageId: clientId() });
    const first = await openLoggedIn(ws.base, token);
    const second = await openLoggedIn(ws.base, token);
    const studio = await performerToken(app, actorId);

    const response = await withdraw(studio, sent.message.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { withdrawn: true } });
    for (const client of [first, second]) {
      expect(await nextOf(client, 'messengerContentChange')).toEqual({ type: 'messengerContentChange', channelId, messageId: sent.message.id, change: 'withdrawn' });
    }
    const channel = channelWithMessagesResponseSchema.parse(await (await messengerGet(`channel/${channelId}`, token)).json()).data;
    const shown = channel.messages.find((m) => m.id === sent.message.id);
    expect(shown).toMatchObject({ text: '', withdrawn: true, data: { media: null } });
    first.close();
    second.close();
  });

  it("another performer's message is 404 and stays; withdrawing twice announces once", async () => {
    const { token } = await guest();
    const channelId = await openChannel(token, actorId);
    const sent = await sendActorMessage(app.db, app.pubsub, { actorId, channelId, text: 'mine', clientMessageId: clientId() });
    await expectError(await withdraw(await performerToken(app, otherActorId), sent.message.id), 404, 'NOT_FOUND');
    const studio = await performerToken(app, actorId);
    const events: GuestEvent[] = [];
    const stop = subscribeToGuestEvents(app.pubsub, (event) => events.push(event));
    expect(await (await withdraw(studio, sent.message.id)).json()).toEqual({ success: true, data: { withdrawn: true } });
    expect(await (await withdraw(studio, sent.message.id)).json()).toEqual({ success: true, data: { withdrawn: false } });
    stop();
    expect(events.filter((e) => e.message.type === 'messengerContentChange')).toHaveLength(1);
  });
});

describe('§7 0900-service status over /ws (§2 paytype Voice)', () => {
  it('waiting when the PIN is handed out, paid when the call pays', async () => {
    const { token } = await guest();
    const client = await openLoggedIn(ws.base, token);
    const started = await post('pay/voice', token, { amount: '1000', idempotencyKey: key() });
    const voice = ((await started.json()) as { data: { topUpId: number; pin: string } }).data;
    expect(await nextOf(client, 'service0900Status')).toEqual({ type: 'service0900Status', topUpId: voice.topUpId, status: 'waiting', amount: 1000 });
    const { SANDBOX_VOICE_NUMBER } = await import('@/lib/server/payments/sandbox-cards');
    expect((await post('sandbox/voice-call', null, { phoneNumber: SANDBOX_VOICE_NUMBER, pin: voice.pin })).status).toBe(200);
    expect(await nextOf(client, 'service0900Status')).toEqual({ type: 'service0900Status', topUpId: voice.topUpId, status: 'paid', amount: 1000 });
    client.close();
  });

  it('expired when the PIN ran out unpaid; a card top-up sends no 0900 status', async () => {
    const { token, guestId } = await guest();
    const started = await post('pay/voice', token, { amount: '500', idempotencyKey: key() });
    const voice = ((await started.json()) as { data: { topUpId: number; pin: string } }).data;
    await app.db.update(sandboxCharges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sandboxCharges.pin, voice.pin));
    const events: GuestEvent[] = [];
    const stop = subscribeToGuestEvents(app.pubsub, (event) => event.guestId === guestId && events.push(event));
    const { SANDBOX_VOICE_NUMBER, SANDBOX_CARDS } = await import('@/lib/server/payments/sandbox-cards');
    await post('sandbox/voice-call', null, { phoneNumber: SANDBOX_VOICE_NUMBER, pin: voice.pin });
    await post('pay/topup', token, { amount: '20', card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Guest' }, flow: 'moneycharge', idempotencyKey: key() });
    stop();
    expect(events.map((e) => e.message).filter((m) => m.type === 'service0900Status')).toEqual([{ type: 'service0900Status', topUpId: voice.topUpId, status: 'expired', amount: 500 }]);
  });
});

describe('both events travel between processes (PubSub on PostgreSQL LISTEN/NOTIFY)', () => {
  let pg: PGlite;
  let a: PubSub;
  let b: PubSub;
  beforeAll(async () => {
    pg = new PGlite();
    a = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'content_events_test' });
    b = await createPostgresPubSub(createPgliteNotifyDriver(pg), { pgChannel: 'content_events_test' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await pg.close();
  });

  it('published in one process, the other delivers them to its sockets', async () => {
    const heard: GuestEvent[] = [];
    const stop = subscribeToGuestEvents(b, (event) => heard.push(event));
    await publishToGuest(a, 7, { type: 'messengerContentChange', channelId: 3, messageId: 9, change: 'withdrawn' });
    await publishToGuest(a, 7, { type: 'service0900Status', topUpId: 4, status: 'paid', amount: 1000 });
    for (let i = 0; i < 100 && heard.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(heard.map((e) => e.message.type)).toEqual(['messengerContentChange', 'service0900Status']);
  });
});
