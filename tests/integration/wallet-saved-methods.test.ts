import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';
import { receiptsResponseSchema } from '@/lib/contracts/receipts';
import { guestPaymentSettings } from '@/lib/server/db/schema/payment-methods';
import { topUps } from '@/lib/server/db/schema/payments';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE } from '@/lib/server/payments/sandbox-cards';
import type { AppRuntime } from '@/lib/server/runtime';
import { chargeOneClick } from '@/lib/server/wallet/charge-one-click';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, card, expectLedgerConsistent, get, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

async function methods(token: string) {
  const response = await get('methods', token);
  expect(response.status).toBe(200);
  return walletMethodsResponseSchema.parse(await response.json()).data;
}

/** A guest whose default method is the given card, saved through the §2 changecc flow. */
async function guestWithCard(number: string = SANDBOX_CARDS.success) {
  const guest = await freshGuest(rt);
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(number), flow: 'changecc', idempotencyKey: key() });
  return guest;
}

describe('saved cards (§2 changecc: paytype CC)', () => {
  it('changecc saves the card as the default CC method; one-click is then offered with the configured amounts', async () => {
    const { token } = await freshGuest(rt);
    expect((await methods(token)).oneClick).toEqual({ available: false, amounts: [] });
    await topUpCall('pay/topup', token, { amount: '10', card: card(), flow: 'changecc', idempotencyKey: key() });
    const data = await methods(token);
    expect(data.methods).toMatchObject([{ paytype: 'CC', label: 'Visa •••• 4242', isDefault: true }]);
    expect(data.oneClick).toEqual({ available: true, amounts: [1000, 2000, 5000] });
    expect(data.autoRecharge).toEqual({ enabled: false, threshold: 500, amount: 2000, available: true });
  });

  it('a moneycharge saves only with saveCard; a newly saved card becomes the default and the old one stops being default', async () => {
    const { token } = await freshGuest(rt);
    await topUpCall('pay/topup', token, { amount: '10', card: card(), idempotencyKey: key() });
    expect((await methods(token)).methods).toEqual([]);
    await topUpCall('pay/topup', token, { amount: '10', card: card(), saveCard: true, idempotencyKey: key() });
    await topUpCall('pay/topup', token, { amount: '10', card: card('5555555555554444'), saveCard: true, idempotencyKey: key() });
    // The same card again is the same method, made default again.
    await topUpCall('pay/topup', token, { amount: '10', card: card(), saveCard: true, idempotencyKey: key() });
    const saved = (await methods(token)).methods;
    expect(saved.map(({ label, isDefault }) => ({ label, isDefault }))).toEqual([
      { label: 'Visa •••• 4242', isDefault: true },
      { label: 'Mastercard •••• 4444', isDefault: false },
    ]);
  });

  it('a declined card is not saved; a card that needs confirmation is saved once confirmed', async () => {
    const { token } = await freshGuest(rt);
    const result = await topUpCall('pay/topup', token, { amount: '10', card: card(SANDBOX_CARDS.declined), flow: 'changecc', idempotencyKey: key() });
    expect(result.status).toBe('declined');
    expect((await methods(token)).methods).toEqual([]);
    const waiting = await topUpCall('pay/topup', token, { amount: '10', card: card(SANDBOX_CARDS.needsConfirmation), flow: 'changecc', idempotencyKey: key() });
    expect((await methods(token)).methods).toEqual([]);
    await topUpCall('pay/confirm', token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE });
    expect((await methods(token)).methods).toMatchObject([{ label: 'Visa •••• 3184', isDefault: true }]);
  });
});

describe('POST /rest/v1/wallet/pay/oneclick (§2 oneclick from the default method)', () => {
  it('charges the saved card once per key: a replay answers the first outcome, concurrent replays credit once', async () => {
    const { guestId, token } = await guestWithCard();
    const body = { amount: '20', idempotencyKey: key() };
    const first = await topUpCall('pay/oneclick', token, body);
    expect(first).toMatchObject({ status: 'succeeded', amount: 2000, balance: 3000 });
    expect(await topUpCall('pay/oneclick', token, body)).toEqual(first);
    const concurrent = { amount: '5', idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('pay/oneclick', token, concurrent)));
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await balanceOf(rt, guestId)).toBe(3500);
    const rows = await rt.db.select().from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.flow, 'oneclick')));
    expect(rows.map((r) => [r.status, r.paytype, r.paymentMethodId !== null])).toEqual([
      ['succeeded', 'CC', true],
      ['succeeded', 'CC', true],
    ]);
    await expectError(await post('pay/oneclick', token, { amount: '21', idempotencyKey: body.idempotencyKey }), 409, 'IDEMPOTENCY_KEY_REUSED');
    await expectLedgerConsistent(rt);
  });

  it('without a saved method: 409 NO_PAYMENT_METHOD and nothing written; out-of-range amounts are 422', async () => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await post('pay/oneclick', token, { amount: '20', idempotencyKey: key() }), 409, 'NO_PAYMENT_METHOD');
    await expectError(await post('pay/oneclick', token, { amount: '4.99', idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    expect(await rt.db.select().from(topUps).where(eq(topUps.guestId, guestId))).toEqual([]);
  });

  it('a card that declines later charges: one-click answers declined and credits nothing', async () => {
    const { guestId, token } = await guestWithCard(SANDBOX_CARDS.declinesLater);
    const result = await topUpCall('pay/oneclick', token, { amount: '20', idempotencyKey: key() });
    expect(result).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect(await balanceOf(rt, guestId)).toBe(1000);
  });

  it('§5: a one-click offer is allowed only if the configuration is present (no ONE_CLICK_AMOUNTS → refused)', async () => {
    const { guestId } = await guestWithCard();
    const unconfigured = { oneClickAmounts: [], autoRechargeEnabled: true };
    await expect(chargeOneClick(rt.db, sandboxProvider, guestId, { amount: 1000, idempotencyKey: key() }, 'CV MEDIA SERVICES', unconfigured)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await balanceOf(rt, guestId)).toBe(1000);
  });
});

describe('POST /rest/v1/wallet/methods/remove', () => {
  it('removing the default makes the newest remaining one default; removing the last turns auto recharge off', async () => {
    const { guestId, token } = await guestWithCard();
    await topUpCall('pay/topup', token, { amount: '10', card: card('5555555555554444'), flow: 'changecc', idempotencyKey: key() });
    await post('autorecharge', token, { enabled: true, threshold: '5', amount: '20' });
    const [mastercard, visa] = (await methods(token)).methods;
    const afterFirst = walletMethodsResponseSchema.parse(await (await post('methods/remove', token, { methodId: mastercard?.id })).json()).data;
    expect(afterFirst.methods).toMatchObject([{ id: visa?.id, isDefault: true }]);
    expect(afterFirst.autoRecharge.enabled).toBe(true);
    const afterLast = walletMethodsResponseSchema.parse(await (await post('methods/remove', token, { methodId: visa?.id })).json()).data;
    expect(afterLast).toMatchObject({ methods: [], oneClick: { available: false }, autoRecharge: { enabled: false } });
    const [settings] = await rt.db.select().from(guestPaymentSettings).where(eq(guestPaymentSettings.guestId, guestId));
    expect(settings?.autoRechargeEnabled).toBe(false);
  });

  it("another guest's method is a 404 and stays", async () => {
    const owner = await guestWithCard();
    const other = await freshGuest(rt);
    const [method] = (await methods(owner.token)).methods;
    await expectError(await post('methods/remove', other.token, { methodId: method?.id }), 404, 'NOT_FOUND');
    expect((await methods(owner.token)).methods).toHaveLength(1);
  });
});

describe('receipts name every kind of top-up', () => {
  it('card, one-click and SEPA top-ups each show what paid', async () => {
    const { token } = await guestWithCard();
    await topUpCall('pay/oneclick', token, { amount: '5', idempotencyKey: key() });
    await topUpCall('pay/sepa', token, { amount: '7', iban: 'DE89 3704 0044 0532 0130 00', holder: 'Test Guest', mandate: true, flow: 'moneycharge', idempotencyKey: key() });
    const body = receiptsResponseSchema.parse(await (await get('receipts', token)).json());
    expect(body.data.items.map((r) => [r.kind, r.detail, r.amount])).toEqual([
      ['top-up', 'DE89 •••• 3000', 700],
      ['top-up', '•••• 4242', 500],
      ['top-up', '•••• 4242', 1000],
    ]);
  });
});
