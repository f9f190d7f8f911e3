import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';
import { receiptsResponseSchema } from '@/lib/contracts/receipts';
import { topUps } from '@/lib/server/db/schema/payments';
import { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import { SANDBOX_CARRIER_NUMBERS, SANDBOX_CONFIRMATION_CODE, SANDBOX_IBANS } from '@/lib/server/payments/sandbox-cards';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, expectLedgerConsistent, get, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const sepa = (overrides: Record<string, unknown> = {}) => ({ amount: '25', iban: SANDBOX_IBANS.success, holder: 'Test Guest', mandate: true, idempotencyKey: key(), ...overrides });
const rowsOf = (guestId: number) => rt.db.select().from(topUps).where(eq(topUps.guestId, guestId));

async function savedMethods(token: string) {
  return walletMethodsResponseSchema.parse(await (await get('methods', token)).json()).data.methods;
}

describe('POST /rest/v1/wallet/pay/sepa (§2 changels, paytype LS)', () => {
  it('the success IBAN credits once and, in changels, is saved as the default LS method', async () => {
    const { guestId, token } = await freshGuest(rt);
    const body = sepa({ flow: 'changels' });
    const result = await topUpCall('pay/sepa', token, body);
    expect(result).toMatchObject({ status: 'succeeded', amount: 2500, balance: 2500 });
    expect(await topUpCall('pay/sepa', token, body)).toEqual(result);
    expect(await balanceOf(rt, guestId)).toBe(2500);
    expect(await savedMethods(token)).toMatchObject([{ paytype: 'LS', label: 'DE89 •••• 3000', isDefault: true }]);
    const [row] = await rowsOf(guestId);
    expect([row?.paytype, row?.flow, row?.paymentMethodId !== null]).toEqual(['LS', 'changels', true]);
    await expectLedgerConsistent(rt);
  });

  it('moneycharge with LS pays once and saves nothing', async () => {
    const { token } = await freshGuest(rt);
    expect((await topUpCall('pay/sepa', token, sepa({ flow: 'moneycharge' }))).status).toBe('succeeded');
    expect(await savedMethods(token)).toEqual([]);
  });

  it('the declined IBAN credits nothing and saves nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    const result = await topUpCall('pay/sepa', token, sepa({ iban: SANDBOX_IBANS.declined, flow: 'changels' }));
    expect(result).toMatchObject({ status: 'declined', declineReason: 'account_declined', balance: 0 });
    expect(await balanceOf(rt, guestId)).toBe(0);
    expect(await savedMethods(token)).toEqual([]);
  });

  it.each([
    ['an IBAN failing mod-97', { iban: 'DE89370400440532013001' }, 'iban'],
    ['a malformed IBAN', { iban: 'DE89 3704' }, 'iban'],
    ['no mandate', { mandate: false }, 'mandate'],
    ['no holder', { holder: ' ' }, 'holder'],
    ['an amount below 5 EUR', { amount: '4' }, 'amount'],
  ])('%s is a 422 on that field and nothing is written', async (_name, overrides, field) => {
    const { guestId, token } = await freshGuest(rt);
    const error = await expectError(await post('pay/sepa', token, sepa(overrides)), 422, 'VALIDATION_FAILED');
    expect(error.issues?.[0]?.path).toBe(field);
    expect(await rowsOf(guestId)).toEqual([]);
  });
});

describe('POST /rest/v1/wallet/pay/carrier (§2 carrier)', () => {
  it('needs the texted code: a wrong code is a 422 and credits nothing, the right one credits once', async () => {
    const { guestId, token } = await freshGuest(rt);
    const waiting = await topUpCall('pay/carrier', token, { amount: '9.99', msisdn: '+49 151 2345 6789', idempotencyKey: key() });
    expect(waiting).toMatchObject({ status: 'requires_confirmation', amount: 999, balance: 0 });
    await expectError(await post('pay/confirm', token, { topUpId: waiting.topUpId, code: '000000' }), 422, 'CONFIRMATION_CODE_WRONG');
    expect(await balanceOf(rt, guestId)).toBe(0);
    const confirmations = await Promise.all([1, 2, 3].map(() => post('pay/confirm', token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE })));
    expect(confirmations.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await balanceOf(rt, guestId)).toBe(999);
    const [row] = await rowsOf(guestId);
    expect([row?.paytype, row?.phone, row?.status]).toEqual(['carrier', '+4915123456789', 'succeeded']);
    const receipts = receiptsResponseSchema.parse(await (await get('receipts', token)).json()).data.items;
    expect(receipts.map((r) => r.detail)).toEqual(['+49 •••• 6789']);
    await expectLedgerConsistent(rt);
  });

  it('the declined test number is declined at once and credits nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    const result = await topUpCall('pay/carrier', token, { amount: '10', msisdn: SANDBOX_CARRIER_NUMBERS.declined, idempotencyKey: key() });
    expect(result).toMatchObject({ status: 'declined', declineReason: 'carrier_declined' });
    // The code cannot turn a declined charge into a paid one.
    expect((await topUpCall('pay/confirm', token, { topUpId: result.topUpId, code: SANDBOX_CONFIRMATION_CODE })).status).toBe('declined');
    expect(await balanceOf(rt, guestId)).toBe(0);
  });

  it.each([
    ['over 50 EUR', { amount: '50.01' }, 'amount'],
    ['a number without country code', { msisdn: '0151 23456789' }, 'msisdn'],
    ['letters in the number', { msisdn: '+49 151 CALLME' }, 'msisdn'],
  ])('%s is a 422 and nothing is written, at the provider neither', async (_name, overrides, field) => {
    const { guestId, token } = await freshGuest(rt);
    const before = await rt.db.select().from(sandboxCharges);
    const error = await expectError(await post('pay/carrier', token, { amount: '10', msisdn: '+4915123456789', idempotencyKey: key(), ...overrides }), 422, 'VALIDATION_FAILED');
    expect(error.issues?.[0]?.path).toBe(field);
    expect(await rowsOf(guestId)).toEqual([]);
    expect(await rt.db.select().from(sandboxCharges)).toHaveLength(before.length);
  });
});
