import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { topUps } from '@/lib/server/db/schema/payments';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import type { AppRuntime } from '@/lib/server/runtime';
import { addCompensation } from '@/lib/server/wallet/open-compensation';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { balanceOf, card, key, topUpCall } from '@/tests/integration/wallet-calls';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let base: string;

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  ws = await startWsServer();
  base = ws.base;
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const loggedIn = (accessToken: string) => openLoggedIn(base, accessToken);

const acceptedGuest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });

/** A guest whose card was saved through §2 changecc (10 EUR on the balance). */
async function guestWithCard(number: string = SANDBOX_CARDS.success) {
  const guest = await acceptedGuest();
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(number), flow: 'changecc', idempotencyKey: key() });
  return guest;
}

describe('one-click over /ws (§7 outgoing canOneClick, chargeOneClick)', () => {
  it('canOneClick answers the configured amounts and the saved method; without a method, false', async () => {
    const withCard = await guestWithCard();
    const client = await loggedIn(withCard.token);
    expect(await client.request({ type: 'canOneClick' })).toEqual({ type: 'canOneClick', canOneClick: true, amounts: [1000, 2000, 5000], paymentMethod: 'Visa •••• 4242' });
    client.close();
    const bare = await loggedIn((await acceptedGuest()).token);
    expect(await bare.request({ type: 'canOneClick' })).toEqual({ type: 'canOneClick', canOneClick: false, amounts: [], paymentMethod: null });
    bare.close();
  });

  it('chargeOneClick charges once per key, answers oneClickResult and then guestBalance to every session', async () => {
    const { guestId, token } = await guestWithCard();
    const sender = await loggedIn(token);
    const sibling = await loggedIn(token);
    const message = { type: 'chargeOneClick', amount: 2000, channelId: 7, idempotencyKey: key() };
    expect(await sender.request(message)).toEqual({
      type: 'oneClickResult',
      success: true,
      status: 'succeeded',
      amount: 2000,
      amountFormatted: expect.stringMatching(/^20\s€$/),
      declineReason: null,
      channelId: 7,
    });
    expect(await sender.next()).toMatchObject({ type: 'guestBalance', guestBalance: 3000 });
    expect(await sibling.next()).toMatchObject({ type: 'guestBalance', guestBalance: 3000 });
    // The same key again: the first answer, no second credit, no balance event.
    expect(await sender.request(message)).toMatchObject({ type: 'oneClickResult', success: true, status: 'succeeded' });
    expect(await sender.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    expect(await balanceOf(app, guestId)).toBe(3000);
    // Without a key every message is a new charge.
    expect(await sender.request({ type: 'chargeOneClick', amount: 1000 })).toMatchObject({ success: true, channelId: null });
    expect(await balanceOf(app, guestId)).toBe(4000);
    const rows = await app.db.select().from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.flow, 'oneclick')));
    expect(rows).toHaveLength(2);
    sender.close();
    sibling.close();
  });

  it('refusals are an unsuccessful oneClickResult with the reason, and credit nothing', async () => {
    const bare = await acceptedGuest();
    const client = await loggedIn(bare.token);
    expect(await client.request({ type: 'chargeOneClick', amount: 2000 })).toMatchObject({ success: false, status: 'failed', declineReason: 'no_payment_method' });
    client.close();

    const declining = await guestWithCard(SANDBOX_CARDS.declinesLater);
    const second = await loggedIn(declining.token);
    expect(await second.request({ type: 'chargeOneClick', amount: 2000 })).toMatchObject({ success: false, status: 'declined', declineReason: 'card_declined' });
    expect(await second.request({ type: 'chargeOneClick', amount: 100 })).toMatchObject({ success: false, declineReason: 'invalid_amount' });
    await addCompensation(app.db, declining.guestId, { amount: 500, reason: 'chargeback' });
    expect(await second.request({ type: 'canOneClick' })).toMatchObject({ canOneClick: false });
    expect(await second.request({ type: 'chargeOneClick', amount: 2000 })).toMatchObject({ success: false, declineReason: 'restricted' });
    expect(await balanceOf(app, declining.guestId)).toBe(1000);
    second.close();
  });

  it('§6: an anonymous session gets UNAUTHORIZED for both', async () => {
    const client = await TestClient.open(base);
    await client.request({ type: 'requestSession', language: 'en' });
    expect(await client.request({ type: 'canOneClick' })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect(await client.request({ type: 'chargeOneClick', amount: 2000 })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    client.close();
  });
});
