import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { receiptsResponseSchema } from '@/lib/contracts/receipts';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function post(area: string, path: string, token: string, body: unknown) {
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

function receipts(token: string | null, query = '') {
  const request = new Request(`http://localhost/rest/v1/wallet/receipts/${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'wallet', call: ['receipts'] }) });
}

describe('GET /rest/v1/wallet/receipts (every charge and credit with date, item, amount and descriptor)', () => {
  it('lists the top-up with card digits and descriptor and the bonus code, newest first; a declined card leaves no receipt', async () => {
    const { token } = await freshGuest(rt);
    const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', holder: 'Test Guest' });
    expect((await post('wallet', 'pay/topup', token, { amount: '20', card: card(SANDBOX_CARDS.success), idempotencyKey: 'receipt-topup-1' })).status).toBe(200);
    expect((await post('wallet', 'pay/topup', token, { amount: '30', card: card(SANDBOX_CARDS.declined), idempotencyKey: 'receipt-topup-2' })).status).toBe(200);
    expect((await post('guest', 'redeemBonus', token, { code: 'WELCOME5' })).status).toBe(200);

    const body = receiptsResponseSchema.parse(await (await receipts(token)).json());
    expect(body.data.total).toBe(2);
    expect(body.data.items.map(({ kind, detail, amount, amountFormatted, descriptor }) => ({ kind, detail, amount, amountFormatted, descriptor }))).toEqual([
      { kind: 'bonus-code', detail: 'WELCOME5', amount: 500, amountFormatted: '5 €', descriptor: null },
      { kind: 'top-up', detail: '•••• 4242', amount: 2000, amountFormatted: '20 €', descriptor: 'CV MEDIA SERVICES' },
    ]);
    expect(Date.parse(body.data.items[0]?.date ?? '')).not.toBeNaN();
  });

  it('shows only the own receipts, pages them, and needs a token', async () => {
    const mine = await freshGuest(rt);
    const other = await freshGuest(rt);
    expect((await post('guest', 'redeemBonus', other.token, { code: 'WELCOME5' })).status).toBe(200);
    expect(receiptsResponseSchema.parse(await (await receipts(mine.token)).json()).data).toEqual({ items: [], total: 0 });
    await expectError(await receipts(null), 401, 'UNAUTHORIZED');
    await expectError(await receipts(mine.token, '?limit=500'), 422, 'VALIDATION_FAILED');
    expect((await post('guest', 'redeemBonus', mine.token, { code: 'COINS100' })).status).toBe(200);
    expect((await post('guest', 'redeemBonus', mine.token, { code: 'WELCOME5' })).status).toBe(200);
    const first = receiptsResponseSchema.parse(await (await receipts(mine.token, '?limit=1')).json()).data;
    const second = receiptsResponseSchema.parse(await (await receipts(mine.token, '?limit=1&offset=1')).json()).data;
    expect([first.total, first.items[0]?.detail, second.items[0]?.currency]).toEqual([2, 'WELCOME5', 'Coins']);
  });
});
