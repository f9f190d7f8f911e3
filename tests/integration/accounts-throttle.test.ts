import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_SECONDS } from '@/lib/server/accounts/account-limits';
import { logIn } from '@/lib/server/accounts/log-in';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, minutesAfter, newAccount, postAccount, registered, signUpVia } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const at = minutesAfter;

/** The AppError a login throws, or null when it succeeds. */
async function attempt(email: string, password: string, ip: string | null, now: Date): Promise<AppError | null> {
  try {
    await logIn(rt.db, { email, password, ip }, now);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('login throttle (per account and address, per address, never a permanent lockout)', () => {
  it('after 5 failures for an account from one address in 15 minutes even the right password waits there (429 with retryAfterSeconds); later it works again', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(account.email, 'wrong password', '10.0.1.1', at(start, i)))?.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await attempt(account.email, account.password, '10.0.1.1', at(start, 5));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.status).toBe(429);
    // The first failure (minute 0) leaves the 15-minute window at minute 15: 10 minutes from minute 5.
    expect(refused?.details).toEqual({ retryAfterSeconds: 10 * 60 });

    expect((await attempt(account.email, account.password, '10.0.1.1', at(start, 14.9)))?.code).toBe('RATE_LIMITED');
    expect(await attempt(account.email, account.password, '10.0.1.1', at(start, 15.01))).toBeNull();
  });

  it('refused attempts are not counted, so hammering does not extend the wait', async () => {
    const start = new Date('2026-03-02T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < 5; i += 1) await attempt(account.email, 'wrong', null, start);
    for (let i = 0; i < 50; i += 1) expect((await attempt(account.email, 'wrong', null, at(start, 1)))?.code).toBe('RATE_LIMITED');
    expect(await attempt(account.email, account.password, null, at(start, LOGIN_WINDOW_SECONDS / 60 + 0.1))).toBeNull();
  });

  it('a successful login clears the account failures', async () => {
    const start = new Date('2026-03-03T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < 4; i += 1) await attempt(account.email, 'wrong', null, start);
    expect(await attempt(account.email, account.password, null, at(start, 1))).toBeNull();
    for (let i = 0; i < 4; i += 1) expect((await attempt(account.email, 'wrong', null, at(start, 2)))?.code).toBe('INVALID_CREDENTIALS');
    expect(await attempt(account.email, account.password, null, at(start, 2))).toBeNull();
  });

  it('20 failures from one address within 15 minutes, on any accounts, throttle that address only', async () => {
    const start = new Date('2026-03-04T10:00:00Z');
    const account = await registered(rt.db, start);
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(`nobody-${i}@example.com`, 'wrong', '192.0.2.7', at(start, i * 0.5)))?.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await attempt(account.email, account.password, '192.0.2.7', at(start, 10));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.details).toEqual({ retryAfterSeconds: 5 * 60 });
    expect(await attempt(account.email, account.password, '192.0.2.8', at(start, 10))).toBeNull();
    expect(await attempt(account.email, account.password, '192.0.2.7', at(start, 15.01))).toBeNull();
  });
});

describe('POST /rest/v1/account/pay/login throttled over HTTP', () => {
  it('20 wrong logins in a row: a 429 with Retry-After and retryAfterSeconds, the same for the right password', async () => {
    const account = newAccount();
    await signUpVia(account);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await postAccount('pay/login', { email: account.email, password: `wrong-${i}` }, { headers: { 'x-forwarded-for': '198.51.100.4' } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const response = await postAccount('pay/login', account, { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800);
    const error = await expectError(response, 429, 'RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(Number(response.headers.get('retry-after')));
  });
});
