import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { requestPasswordReset } from '@/lib/server/accounts/request-password-reset';
import { guests } from '@/lib/server/db/schema/accounts';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { ledgerAccounts, ledgerEntries } from '@/lib/server/db/schema/ledger';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { topUps } from '@/lib/server/db/schema/payments';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { balanceStatus, postAccount } from '@/tests/integration/account-calls';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { openChannel, performers } from '@/tests/integration/messenger-calls';
import { card, key, topUpCall } from '@/tests/integration/wallet-calls';
import type { Received, TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let actorId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  ws = await startWsServer();
  [actorId] = (await performers(app, 1)) as [number];
  await setMessengerSettings(app.db, app.pubsub, actorId, { messagePrice: 120, freeMessages: 0, isMessagingFree: false });
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

/** A guest with a saved card (10 EUR on the balance), a paid channel and a logged-in socket. */
async function payingGuestOnSocket() {
  const guest = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(), flow: 'changecc', idempotencyKey: key() });
  const channelId = await openChannel(guest.token, actorId);
  const client = await openLoggedIn(ws.base, guest.token);
  return { ...guest, channelId, client };
}

/** Everything money leaves behind for the guest: ledger entries, one-click top-ups, messages. */
async function moneyTrail(guestId: number, channelId: number) {
  const accounts = app.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerType, 'guest'), eq(ledgerAccounts.ownerId, guestId)));
  const [entries] = await app.db.select({ n: count() }).from(ledgerEntries).where(inArray(ledgerEntries.accountId, accounts));
  const [charges] = await app.db.select({ n: count() }).from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.flow, 'oneclick')));
  const [messages] = await app.db.select({ n: count() }).from(messengerMessages).where(eq(messengerMessages.channelId, channelId));
  return { entries: entries?.n, charges: charges?.n, messages: messages?.n };
}

const paidMessage = (channelId: number) => ({ type: 'sendMessage', channelId, text: 'still me?', clientMessageId: `revoked-${key()}` });
const oneClick = () => ({ type: 'chargeOneClick', amount: 1000, idempotencyKey: key() });

/** Sends a frame and collects what arrives up to its answer (an error or its result). */
async function answersTo(client: TestClient, frame: unknown): Promise<Received[]> {
  client.send(frame);
  const received: Received[] = [];
  for (;;) {
    const reply = await client.next();
    received.push(reply);
    if (reply.type === 'error' || reply.type === 'messageResult' || reply.type === 'oneClickResult') return received;
  }
}

/** The types of what a frame got, errors with their code. */
async function refusedFrame(client: TestClient, frame: unknown): Promise<string[]> {
  return (await answersTo(client, frame)).map((reply) => (reply.type === 'error' ? `error:${String(reply.code)}` : reply.type));
}

async function resetKeyOf(email: string): Promise<string> {
  const [mail] = await app.db.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password-reset')));
  const link = /https?:\/\/\S+\/pay\/pwdreset\/\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no reset mail');
  return new URL(link).searchParams.get('key') ?? '';
}

describe('a socket opened before a password reset, logout or lock stops acting as the guest', () => {
  it('after a password reset the old socket hears sessionExpired; its paid message and chargeOneClick are refused, nothing is written', async () => {
    const { guestId, token, channelId, client } = await payingGuestOnSocket();
    const [guest] = await app.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
    await requestPasswordReset(app.db, { email: guest?.email ?? '', language: 'en' });
    const before = await moneyTrail(guestId, channelId);

    expect((await postAccount('pay/pwdreset', { u: guestId, key: await resetKeyOf(guest?.email ?? ''), password: 'a brand new secret' })).status).toBe(200);
    expect(await balanceStatus(token)).toBe(401);
    expect(await client.next()).toEqual({ type: 'sessionExpired' });

    expect(await refusedFrame(client, paidMessage(channelId))).toEqual(['error:UNAUTHORIZED']);
    expect(await refusedFrame(client, oneClick())).toEqual(['error:UNAUTHORIZED']);
    // The session is an anonymous one now: no token time left to report.
    expect(await client.request({ type: 'ping' })).toEqual({ type: 'pong', ttl: null });
    expect(await moneyTrail(guestId, channelId)).toEqual(before);
    client.close();
  });

  it('without any event (a logout elsewhere bumps the token version): the first money frame finds it out and ends the session', async () => {
    const { guestId, channelId, client } = await payingGuestOnSocket();
    const before = await moneyTrail(guestId, channelId);
    await app.db.update(guests).set({ tokenVersion: 7 }).where(eq(guests.id, guestId));

    expect(await refusedFrame(client, oneClick())).toEqual(['sessionExpired', 'error:UNAUTHORIZED']);
    expect(await refusedFrame(client, paidMessage(channelId))).toEqual(['error:UNAUTHORIZED']);
    expect(await refusedFrame(client, { type: 'favoritePinActor', actorId })).toEqual(['error:UNAUTHORIZED']);
    expect(await moneyTrail(guestId, channelId)).toEqual(before);
    client.close();
  });

  it('a guest locked while his socket is open: the next paid message hears guestLocked and is refused', async () => {
    const { guestId, channelId, client } = await payingGuestOnSocket();
    const before = await moneyTrail(guestId, channelId);
    await app.db.update(guests).set({ isLocked: true }).where(eq(guests.id, guestId));

    expect(await refusedFrame(client, paidMessage(channelId))).toEqual(['guestLocked', 'error:UNAUTHORIZED']);
    expect(await refusedFrame(client, oneClick())).toEqual(['error:UNAUTHORIZED']);
    expect(await moneyTrail(guestId, channelId)).toEqual(before);
    client.close();
  });

  it('a valid session keeps working: the same frames still pay', async () => {
    const { guestId, channelId, client } = await payingGuestOnSocket();
    const before = await moneyTrail(guestId, channelId);
    expect((await answersTo(client, paidMessage(channelId))).at(-1)).toMatchObject({ type: 'messageResult', success: true, price: 120 });
    expect((await answersTo(client, oneClick())).at(-1)).toMatchObject({ type: 'oneClickResult', success: true });
    const after = await moneyTrail(guestId, channelId);
    expect(after.charges).toBe(Number(before.charges) + 1);
    expect(after.messages).toBe(Number(before.messages) + 1);
    client.close();
  });
});
