import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { topUpResponseSchema } from '@/lib/contracts/wallet';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';

/** Shared by the wallet-*.test.ts files: REST calls through the real route handler, test data, ledger checks. */

export const card = (number: string = SANDBOX_CARDS.success) => ({ number, expiry: '12/39', cvc: '123', holder: 'Test Guest' });

let keys = 0;
export const key = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

/** POST /rest/v1/{area}/{path} as JSON, with the guest's bearer token when given. */
export function post(path: string, token: string | null, body: unknown, area = 'wallet'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, { method: 'POST', headers, body: JSON.stringify(body) });
  return POST(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

/** GET /rest/v1/wallet/{path}{query}. */
export function get(path: string, token: string | null, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/wallet/${path}/${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'wallet', call: path.split('/') }) });
}

/** A money call that must answer 200 with a TopUpResult. */
export async function topUpCall(path: string, token: string, body: unknown) {
  const response = await post(path, token, body);
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  return topUpResponseSchema.parse(await response.json()).data;
}

export const balanceOf = (rt: AppRuntime, guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

async function rows(rt: AppRuntime, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await rt.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** Σ entries of every account equals its balance, and every transaction sums to zero per currency. */
export async function expectLedgerConsistent(rt: AppRuntime): Promise<void> {
  expect(
    await rows(rt, sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  ).toEqual([]);
  expect(
    await rows(rt, sql`select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.transaction_id, a.currency having sum(e.amount) <> 0`),
  ).toEqual([]);
}
