import { type SQL, count, eq, sql } from 'drizzle-orm';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { Currency } from '@/lib/contracts/money';
import { bonusCodeRedemptions, bonusCodes, guestBenefits, guestVouchers } from '@/lib/server/db/schema/bonus';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';

export const DAY = 86_400_000;
/** Every row a redemption may write for one guest: all must stay 0 after a refused code. */
export const NOTHING = { redemptions: 0, vouchers: 0, benefits: 0, ledger: 0 };

let codeCounter = 0;

/** The calls and checks the bonus-code tests share, on the test file's runtime. */
export function bonusFixtures(runtime: () => AppRuntime) {
  const db = () => runtime().db;

  function call(method: 'GET' | 'POST', area: string, path: string, init: { token?: string; body?: unknown; query?: string } = {}) {
    const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
    if (method === 'POST') headers['content-type'] = 'application/json';
    const request = new Request(`http://localhost/rest/v1/${area}/${path}${init.query ?? ''}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    });
    const handler = method === 'GET' ? GET : POST;
    return handler(request, { params: Promise.resolve({ area, call: path.split('/') }) });
  }

  const redeem = (token: string | undefined, body: unknown) => call('POST', 'guest', 'redeemBonus', { token, body });

  /** A code of this test run; validity relative to now unless told. */
  async function createCode(
    benefits: BonusBenefit[],
    options: { validFrom?: Date; validTo?: Date | null; maxRedemptions?: number; requireVip?: boolean; requireMobileAuth?: boolean } = {},
  ) {
    codeCounter += 1;
    const code = `TEST${codeCounter}X${Date.now().toString(36).toUpperCase()}`;
    const [row] = await db()
      .insert(bonusCodes)
      .values({
        code,
        benefits,
        validFrom: options.validFrom ?? new Date(Date.now() - DAY),
        validTo: options.validTo ?? null,
        maxRedemptions: options.maxRedemptions ?? null,
        requireVip: options.requireVip ?? false,
        requireMobileAuth: options.requireMobileAuth ?? false,
      })
      .returning({ id: bonusCodes.id });
    return { code, id: row!.id };
  }

  const balance = (guestId: number, currency: Currency) => getBalance(db(), { ownerType: 'guest', ownerId: guestId, currency });

  async function writtenFor(guestId: number) {
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    return {
      redemptions: await n(db().select({ n: count() }).from(bonusCodeRedemptions).where(eq(bonusCodeRedemptions.guestId, guestId))),
      vouchers: await n(db().select({ n: count() }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId))),
      benefits: await n(db().select({ n: count() }).from(guestBenefits).where(eq(guestBenefits.guestId, guestId))),
      ledger: await n(
        db()
          .select({ n: count() })
          .from(ledgerTransactions)
          .where(sql`${ledgerTransactions.idempotencyKey} like ${`bonus:%:${guestId}`}`),
      ),
    };
  }

  /** Both drivers answer execute() with `{ rows }`. */
  const rows = async (query: SQL) => ((await db().execute(query)) as unknown as { rows: unknown[] }).rows;

  return { call, redeem, createCode, balance, writtenFor, rows };
}
