import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { checkPurchasesAndMessages } from '@/tests/helpers/spend-invariants';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { performers } from './messenger-calls';
import { fund, plainVideo, seedVideos } from './purchase-calls';

/** The SIGKILL loop's purchase and message checks (tests/helpers/spend-invariants.ts) see each kind of break. */
let rt: AppRuntime;
let actorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId] = (await performers(rt, 1)) as [number];
});
afterAll(() => stopTestRuntime(rt));

const guestDebit = (guestId: number, kind: string, idempotencyKey: string, amount: number) =>
  rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind,
      idempotencyKey,
      postings: [
        { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: -amount },
        { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount },
      ],
    }),
  );

describe('purchase and message invariants', () => {
  it('hold for a guest who never bought or wrote', async () => {
    const { guestId } = await freshGuest(rt);
    expect((await checkPurchasesAndMessages(rt.db, guestId)).broken).toEqual([]);
  });

  it('name a purchase without its debit, a debit without its purchase, a second price and a paid message without its debit', async () => {
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 10_000);
    const [video] = await seedVideos(rt, plainVideo);
    // A purchases row of money that no transaction paid.
    await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: video!.id, source: 'money', price: video!.price });
    // A purchase debit that no purchase owns.
    await guestDebit(guestId, 'purchase', `stray-purchase:${guestId}`, 300);
    // A paid message whose debit was never posted, and a message debit that no message owns.
    const [channel] = await rt.db.insert(messengerChannels).values({ guestId, actorId }).returning({ id: messengerChannels.id });
    await rt.db.insert(messengerMessages).values({ channelId: channel!.id, senderType: 'guest', messageType: 'text', text: 'unpaid', price: 99, clientMessageId: 'unpaid-1' });
    await guestDebit(guestId, 'messenger', `stray-message:${guestId}`, 99);

    const { broken } = await checkPurchasesAndMessages(rt.db, guestId);
    expect(broken.map((line) => line.split(':')[0])).toEqual([
      'each purchase paid by exactly one transaction of its key',
      'no purchase debit without its one purchase',
      'no message debit without its one message',
      'paid messages = message debits, each linked',
    ]);
  });

  it('name a purchase paid by its own transaction at another price', async () => {
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 10_000);
    const [video] = await seedVideos(rt, plainVideo);
    const { transactionId } = await guestDebit(guestId, 'purchase', `purchase:${guestId}:video:${video!.id}`, video!.price + 1);
    await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: video!.id, source: 'money', price: video!.price, ledgerTransactionId: transactionId });
    expect((await checkPurchasesAndMessages(rt.db, guestId)).broken.map((line) => line.split(':')[0])).toEqual(['each purchase debited its price once']);
  });
});
