import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResultResponseSchema } from '@/lib/contracts/messenger';
import { insufficientFundsBodySchema } from '@/lib/contracts/purchase';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { giftBySlug, giveGifts, messagesOf, openChannel, performers, send, setOnline, stockOf } from './messenger-calls';
import { balance, earningsOf, fund, platformRevenue } from './purchase-calls';
import { balanceOf, expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
let actorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId] = (await performers(rt, 1)) as [number];
  await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: 150, freeMessages: 0, isMessagingFree: false });
});
afterAll(() => stopTestRuntime(rt));

const sent = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return sendResultResponseSchema.parse(await response.json()).data;
};

describe('paid messages', () => {
  it('charges a paid message once under 20 concurrent replays of one clientMessageId', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const channelId = await openChannel(token, actorId);
    const earningsBefore = await balance(rt, earningsOf(actorId));
    const revenueBefore = await balance(rt, platformRevenue);

    const results = await Promise.all(Array.from({ length: 20 }, () => send(token, channelId, 'Hello there', [], 'same-client-id-1')).map(async (r) => sent(await r)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.message.id)).size).toBe(1);
    expect(await balanceOf(rt, guestId)).toBe(850);
    expect(await messagesOf(rt, channelId)).toHaveLength(1);
    const charges = await rt.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `messenger:${channelId}:same-client-id-1`));
    expect(charges).toHaveLength(1);
    expect((await balance(rt, earningsOf(actorId))) - earningsBefore + (await balance(rt, platformRevenue)) - revenueBefore).toBe(150);
    await expectLedgerConsistent(rt);
  });

  it('counts free messages down (§4 freeMessagesAmount), then charges the message price', async () => {
    const [, other] = (await performers(rt, 2)) as [number, number];
    await setMessengerSettings(rt.db, rt.pubsub, other, { messagePrice: 200, freeMessages: 2, isMessagingFree: false });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const channelId = await openChannel(token, other);
    expect((await sent(await send(token, channelId, 'one'))).price).toBe(0);
    const second = await sent(await send(token, channelId, 'two'));
    expect(second.price).toBe(0);
    const third = await sent(await send(token, channelId, 'three'));
    expect(third.price).toBe(200);
    expect(await balanceOf(rt, guestId)).toBe(300);
    const [row] = await rt.db.select().from(messengerChannels).where(eq(messengerChannels.id, channelId));
    expect(row?.freeMessagesUsed).toBe(2);
  });

  it('isMessagingFree: every message is free', async () => {
    const [, , free] = (await performers(rt, 3)) as [number, number, number];
    await setMessengerSettings(rt.db, rt.pubsub, free, { messagePrice: 300, freeMessages: 0, isMessagingFree: true });
    const { guestId, token } = await freshGuest(rt);
    const channelId = await openChannel(token, free);
    for (const text of ['a', 'b', 'c']) expect((await sent(await send(token, channelId, text))).price).toBe(0);
    expect(await balanceOf(rt, guestId)).toBe(0);
  });

  it('§4 "the message price counts only gifts not covered by bought gifts": covered gifts come from stock and cost nothing', async () => {
    const rose = await giftBySlug(rt, 'rose');
    const { guestId, token } = await freshGuest(rt);
    await giveGifts(rt, guestId, rose.id, 2);
    await fund(rt, guestId, 1_000);
    const channelId = await openChannel(token, actorId);
    const covered = await sent(await send(token, channelId, '', [{ giftId: rose.id, quantity: 2 }]));
    expect(covered.price).toBe(0);
    expect(covered.message.messageType).toBe('gift');
    expect(await stockOf(rt, guestId, rose.id)).toBe(0);
    const uncovered = await sent(await send(token, channelId, 'with love', [{ giftId: rose.id, quantity: 1 }]));
    expect(uncovered.price).toBe(150 + rose.price);
    expect(await balanceOf(rt, guestId)).toBe(1_000 - 150 - rose.price);
  });

  it('partly covered gifts: only the uncovered quantity is charged', async () => {
    const star = await giftBySlug(rt, 'star');
    const { guestId, token } = await freshGuest(rt);
    await giveGifts(rt, guestId, star.id, 1);
    await fund(rt, guestId, 2_000);
    const channelId = await openChannel(token, actorId);
    const result = await sent(await send(token, channelId, '', [{ giftId: star.id, quantity: 3 }]));
    expect(result.price).toBe(2 * star.price);
    expect(await stockOf(rt, guestId, star.id)).toBe(0);
  });

  it('insufficient funds: 409 with {price, balance, missing}, nothing written', async () => {
    const teddy = await giftBySlug(rt, 'teddy-bear');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 100);
    const channelId = await openChannel(token, actorId);
    const response = await send(token, channelId, 'hi', [{ giftId: teddy.id, quantity: 1 }]);
    expect(response.status).toBe(409);
    const body = insufficientFundsBodySchema.parse(await response.json());
    expect(body.error.details).toEqual({ price: 150 + teddy.price, balance: 100, missing: 150 + teddy.price - 100 });
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
    expect(await balanceOf(rt, guestId)).toBe(100);
  });

  it('VIP gifts need VIP; toy controls need the performer online with toy control', async () => {
    const crown = await giftBySlug(rt, 'crown');
    const pulse = await giftBySlug(rt, 'toy-pulse');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5_000);
    await setOnline(rt, actorId, false);
    const channelId = await openChannel(token, actorId);
    expect((await send(token, channelId, '', [{ giftId: crown.id, quantity: 1 }])).status).toBe(422);
    expect((await send(token, channelId, '', [{ giftId: pulse.id, quantity: 1 }])).status).toBe(422);
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
    expect(await balanceOf(rt, guestId)).toBe(5_000);
  });

  it('a message with script or HTML is stored as text, unchanged', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const channelId = await openChannel(token, actorId);
    const html = '<script>alert(1)</script><b>hi</b> & "you"';
    const result = await sent(await send(token, channelId, html));
    expect(result.message.text).toBe(html);
    expect((await messagesOf(rt, channelId))[0]?.text).toBe(html);
  });

  it('refuses an empty message and bad input with a 4xx, never a 500', async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    expect((await send(token, channelId, '   ')).status).toBe(422);
    expect((await send(token, channelId, 'x', [], 'bad id!')).status).toBe(422);
    expect((await send(token, channelId, 'x', [{ giftId: 999_999, quantity: 1 }])).status).toBe(422);
  });
});
