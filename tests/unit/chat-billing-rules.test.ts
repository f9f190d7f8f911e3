import { describe, expect, it } from 'vitest';
import {
  MIN_CHAT_BALANCE_CENTS,
  affordableSeconds,
  canStartPaidChat,
  cumulativePrice,
  limitExitCode,
  nextSecondCost,
  performerPart,
  planTick,
  loyaltyPointsFor,
  secondsLeft,
} from '@/lib/chat/billing-rules';

describe('§9 "billed per second, server-side, from the chat\'s per-minute price"', () => {
  it('n seconds at p cents per minute cost ceil(n·p/60) in total', () => {
    expect(cumulativePrice(0, 199)).toBe(0);
    expect(cumulativePrice(1, 199)).toBe(4); // 3.32 → 4
    expect(cumulativePrice(60, 199)).toBe(199);
    expect(cumulativePrice(61, 199)).toBe(203);
    expect(cumulativePrice(30, 99)).toBe(50); // 49.5 → 50
    expect(cumulativePrice(3600, 149)).toBe(149 * 60);
    expect(cumulativePrice(10, 0)).toBe(0);
  });

  it('tick by tick the charges sum to the cumulative price, never drift, and never exceed the per-minute price per 60 s', () => {
    for (const price of [49, 60, 99, 119, 199, 299, 349, 1]) {
      let charged = 0;
      for (let n = 1; n <= 600; n += 1) {
        charged += nextSecondCost(n - 1, price);
        expect(charged).toBe(cumulativePrice(n, price));
        if (n % 60 === 0) expect(charged).toBe((n / 60) * price);
      }
    }
  });

  it('the balance pays for the largest k with ceil((paid+k)·p/60) − billed ≤ balance', () => {
    for (const price of [49, 99, 199, 299]) {
      for (const [paid, balance] of [[0, 50], [17, 3], [120, 0], [5, 1000]] as const) {
        const billed = cumulativePrice(paid, price);
        const k = affordableSeconds(paid, billed, balance, price);
        expect(cumulativePrice(paid + k, price) - billed).toBeLessThanOrEqual(balance);
        expect(cumulativePrice(paid + k + 1, price) - billed).toBeGreaterThan(balance);
      }
    }
  });
});

describe('§9 order of payment per second: free-chat seconds (free chat only), videochat voucher seconds, then money', () => {
  const base = { isFree: false, freeLeft: 0, voucherLeft: 0, paidSeconds: 0, billedAmount: 0, balance: 0, pricePerMinute: 120 };

  it('free chat spends only its allowance; what the allowance does not cover is uncovered, never money', () => {
    expect(planTick({ ...base, isFree: true, freeLeft: 300, balance: 10_000, seconds: 3 })).toEqual({ free: 3, voucher: 0, paid: 0, amount: 0, uncovered: 0 });
    expect(planTick({ ...base, isFree: true, freeLeft: 2, balance: 10_000, seconds: 3 })).toEqual({ free: 2, voucher: 0, paid: 0, amount: 0, uncovered: 1 });
  });

  it('a paid chat takes voucher seconds first, then money for the rest', () => {
    expect(planTick({ ...base, voucherLeft: 2, balance: 100, seconds: 5 })).toEqual({ free: 0, voucher: 2, paid: 3, amount: 6, uncovered: 0 });
    expect(planTick({ ...base, voucherLeft: 10, balance: 100, seconds: 5 })).toEqual({ free: 0, voucher: 5, paid: 0, amount: 0, uncovered: 0 });
  });

  it('money pays only the seconds the balance covers; the rest stays uncovered (the chat ends there)', () => {
    // 120 ct/min = 2 ct/s; 5 ct pays 2 seconds.
    expect(planTick({ ...base, balance: 5, seconds: 4 })).toEqual({ free: 0, voucher: 0, paid: 2, amount: 4, uncovered: 2 });
    expect(planTick({ ...base, balance: 0, seconds: 1 })).toEqual({ free: 0, voucher: 0, paid: 0, amount: 0, uncovered: 1 });
  });

  it('charges the difference of the cumulative price since the last tick', () => {
    const plan = planTick({ ...base, pricePerMinute: 99, paidSeconds: 10, billedAmount: cumulativePrice(10, 99), balance: 1000, seconds: 1 });
    expect(plan.amount).toBe(cumulativePrice(11, 99) - cumulativePrice(10, 99));
  });
});

describe('§9 "a chat starts only with at least 0.5 EUR (minimum chat balance) or free minutes/vouchers"', () => {
  it('needs 50 cents or videochat voucher seconds', () => {
    expect(MIN_CHAT_BALANCE_CENTS).toBe(50);
    expect(canStartPaidChat(50, 0)).toBe(true);
    expect(canStartPaidChat(49, 0)).toBe(false);
    expect(canStartPaidChat(0, 1)).toBe(true);
  });

  it('seconds left count vouchers plus what the balance pays (the low-balance warning\'s figure)', () => {
    expect(secondsLeft(10, 0, 0, 50, 120)).toBe(35);
    expect(secondsLeft(0, 0, 0, 0, 120)).toBe(0);
  });

  it('the chat ends by itself when the next second cannot be paid: 501 money, 502 free chat used up, 503 vouchers used up', () => {
    expect(limitExitCode(false, 30, 0)).toBe(501);
    expect(limitExitCode(false, 30, 60)).toBe(501);
    expect(limitExitCode(true, 0, 0)).toBe(502);
    expect(limitExitCode(false, 0, 60)).toBe(503);
  });
});

describe("the performer's earnings: her share of each tick from the cumulative totals", () => {
  it('never loses a cent to rounding tick by tick', () => {
    let hers = 0;
    let total = 0;
    for (let n = 1; n <= 300; n += 1) {
      const before = total;
      total = cumulativePrice(n, 99);
      hers += performerPart(before, total, 0.5);
    }
    expect(hers).toBe(Math.floor(total * 0.5));
  });

  it('"loyalty points changed after chats": one point per full euro charged, none for less', () => {
    expect([0, 99, 100, 250, 1999].map(loyaltyPointsFor)).toEqual([0, 0, 1, 2, 19]);
  });
});
