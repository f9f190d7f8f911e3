import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWDOWN_AFTER, ACCOUNT_SLOWDOWN_MAX_MS } from '@/lib/server/accounts/account-limits';
import { logIn } from '@/lib/server/accounts/log-in';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { minutesAfter, registered } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const at = minutesAfter;

/** The AppError code of a login (null: it succeeded) and the slow-down it was made to wait. */
async function attempt(email: string, password: string, ip: string | null, now: Date): Promise<{ code: string | null; waitedMs: number }> {
  let waitedMs = 0;
  const pause = async (ms: number) => {
    waitedMs += ms;
  };
  try {
    await logIn(rt.db, { email, password, ip }, now, pause);
    return { code: null, waitedMs };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, waitedMs };
    throw error;
  }
}

describe('others cannot lock the owner out (the limit counts per account and address)', () => {
  it('five wrong passwords from address A do not stop the right password from address B; address A itself is throttled', async () => {
    const start = new Date('2026-04-01T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < 5; i += 1) expect((await attempt(account.email, 'wrong password', '198.51.100.1', at(start, i))).code).toBe('INVALID_CREDENTIALS');
    expect((await attempt(account.email, account.password, '198.51.100.1', at(start, 5))).code).toBe('RATE_LIMITED');
    expect((await attempt(account.email, account.password, '203.0.113.9', at(start, 5))).code).toBeNull();
    // The owner's success does not free the address that guessed.
    expect((await attempt(account.email, account.password, '198.51.100.1', at(start, 6))).code).toBe('RATE_LIMITED');
  });

  it('many addresses guessing slow every attempt on the account down (bounded), but never refuse the owner', async () => {
    const start = new Date('2026-04-02T10:00:00Z');
    const account = await registered(rt.db, start);
    const waits: number[] = [];
    for (let i = 0; i < 4 * ACCOUNT_SLOWDOWN_AFTER; i += 1) {
      const result = await attempt(account.email, 'wrong password', `10.9.${Math.floor(i / 4)}.${i % 4}`, at(start, i * 0.1));
      expect(result.code).toBe('INVALID_CREDENTIALS');
      waits.push(result.waitedMs);
    }
    expect(waits.slice(0, ACCOUNT_SLOWDOWN_AFTER).every((ms) => ms === 0)).toBe(true);
    expect(waits[ACCOUNT_SLOWDOWN_AFTER]).toBeGreaterThan(0);
    expect(waits.at(-1)).toBeGreaterThan(waits[ACCOUNT_SLOWDOWN_AFTER] as number);
    expect(Math.max(...waits)).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN_MAX_MS);

    const owner = await attempt(account.email, account.password, '192.0.2.50', at(start, 5));
    expect(owner.code).toBeNull();
    expect(owner.waitedMs).toBeGreaterThan(0);
    // The owner's login ends the slow-down; the window ends it too.
    expect((await attempt(account.email, account.password, '192.0.2.50', at(start, 5.1))).waitedMs).toBe(0);
  });

  it('the slow-down ends with the window: never a permanent penalty', async () => {
    const start = new Date('2026-04-03T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < ACCOUNT_SLOWDOWN_AFTER; i += 1) await attempt(account.email, 'wrong', `10.8.${i}.1`, at(start, 0));
    expect((await attempt(account.email, 'wrong', '10.8.200.1', at(start, 1))).waitedMs).toBeGreaterThan(0);
    expect(await attempt(account.email, account.password, '10.8.201.1', at(start, 15.5))).toEqual({ code: null, waitedMs: 0 });
  });
});
