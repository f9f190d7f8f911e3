import { SPINS_DEMO_CODE } from '@/lib/server/db/seed/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLookupResponseSchema, promoNotRedeemedResponseSchema, remainingBonusCodesResponseSchema } from '@/lib/contracts/bonus';
import { guestVouchersResponseSchema } from '@/lib/contracts/voucher';
import { bonusCodes, guestVouchers } from '@/lib/server/db/schema/bonus';
import { DEMO_BONUS_CODES, insertBonusCodes } from '@/lib/server/db/seed/bonus-codes';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { bonusFixtures, DAY } from './bonus-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { call, redeem } = bonusFixtures(() => rt);

describe('bonus, promo and voucher reads', () => {
  it('every call needs a guest token (401)', async () => {
    await expectError(await redeem(undefined, { code: 'WELCOME5' }), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'guest', 'vouchers'), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'bonus', 'lookup', { query: '?code=WELCOME5' }), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'bonus', 'remaining'), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'promo', 'hasGuestNotRedeemedOnTopCodeInstance/WELCOME5'), 401, 'UNAUTHORIZED');
  });

  it('bonus/lookup answers validTo, conditions and benefits, case-insensitively', async () => {
    const { token } = await freshGuest(rt);
    const response = await call('GET', 'bonus', 'lookup', { token, query: '?code=vipvideo' });
    expect(response.status).toBe(200);
    expect(bonusLookupResponseSchema.parse(await response.json()).data).toEqual({
      code: 'VIPVIDEO',
      validTo: null,
      conditions: { requireMobileAuth: false, vip: true },
      benefits: [{ kind: 'videoVoucher', amount: 1 }],
    });
    const expired = bonusLookupResponseSchema.parse(await (await call('GET', 'bonus', 'lookup', { token, query: '?code=EXPIRED1' })).json());
    expect(Date.parse(expired.data.validTo!)).toBeLessThan(Date.now());
    await expectError(await call('GET', 'bonus', 'lookup', { token, query: '?code=NOPE' }), 404, 'NOT_FOUND');
    await expectError(await call('GET', 'bonus', 'lookup', { token, query: '?code=' }), 422, 'VALIDATION_FAILED');
  });

  it('bonus/remaining lists valid codes the guest has not redeemed, and drops one once redeemed', async () => {
    const { token } = await freshGuest(rt);
    const codes = async () =>
      remainingBonusCodesResponseSchema.parse(await (await call('GET', 'bonus', 'remaining', { token })).json()).data.codes.map((c) => c.code);
    const before = await codes();
    expect(before).toEqual(expect.arrayContaining(['WELCOME5', 'COINS100', 'VIPWEEK', 'VIPVIDEO', 'MOBILE3']));
    expect(before).not.toContain('EXPIRED1');
    expect((await redeem(token, { code: 'WELCOME5' })).status).toBe(200);
    const after = await codes();
    expect(after).not.toContain('WELCOME5');
    expect(after).toHaveLength(before.length - 1);
  });

  it('promo/hasGuestNotRedeemedOnTopCodeInstance is true until the guest redeems the code', async () => {
    const { token } = await freshGuest(rt);
    const notRedeemed = async (code: string) => {
      const response = await call('GET', 'promo', `hasGuestNotRedeemedOnTopCodeInstance/${code}`, { token });
      expect(response.status).toBe(200);
      return promoNotRedeemedResponseSchema.parse(await response.json()).data.hasNotRedeemed;
    };
    expect(await notRedeemed('COINS100')).toBe(true);
    expect((await redeem(token, { code: 'COINS100' })).status).toBe(200);
    expect(await notRedeemed('coins100')).toBe(false);
    expect(await notRedeemed('NEVER-SEEDED')).toBe(true);
  });

  it('guest/vouchers sums valid vouchers per type and actor and only shows the guest its own', async () => {
    const { guestId, token } = await freshGuest(rt);
    const other = await freshGuest(rt);
    const now = Date.now();
    await rt.db.insert(guestVouchers).values([
      { guestId, type: 1, amount: 2, source: 'test' },
      { guestId, type: 1, amount: 1, source: 'test' },
      { guestId, type: 1, amount: 1, actorId: 5, source: 'test' },
      { guestId, type: 2, amount: 60, validTo: new Date(now - DAY), source: 'expired' },
      { guestId, type: 5, amount: 9, validFrom: new Date(now + DAY), source: 'future' },
      { guestId: other.guestId, type: 4, amount: 3, source: 'someone else' },
    ]);
    const response = await call('GET', 'guest', 'vouchers', { token });
    expect(response.status).toBe(200);
    expect(guestVouchersResponseSchema.parse(await response.json())).toEqual({
      success: true,
      data: {
        vouchers: [
          { type: 1, amount: 3, actorId: null },
          { type: 1, amount: 1, actorId: 5 },
        ],
      },
    });
  });
});

describe('seeded demo codes', () => {
  it('are all there, and seeding them again adds nothing (idempotent)', async () => {
    const seeded = await rt.db.select({ code: bonusCodes.code }).from(bonusCodes).where(sql`${bonusCodes.code} not like 'TEST%'`);
    // The demo codes, and the spin-wheel section's code (lib/server/db/seed/games.ts).
    expect(seeded.map((r) => r.code).sort()).toEqual([...DEMO_BONUS_CODES.map((c) => c.code), SPINS_DEMO_CODE].sort());
    expect(await rt.db.transaction((tx) => insertBonusCodes(tx, new Date()))).toBe(0);
  });
});
