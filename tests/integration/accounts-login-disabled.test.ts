import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '@/lib/server/accounts/sign-up';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, newAccount, postAccount } from './account-calls';

// env() is parsed once per process; vitest runs each file in its own process.
vi.stubEnv('LOGIN_ENABLED', '0');

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(async () => {
  await stopTestRuntime(rt);
  vi.unstubAllEnvs();
});

describe('LOGIN_ENABLED=0 (§5: login and signup are blocked when login is disabled in config)', () => {
  it('login, sign-up, password flows and login-success answer 403 LOGIN_DISABLED with a clear message', async () => {
    const account = newAccount();
    await signUp(rt.db, { ...account, termsAccepted: true, language: 'en' });
    const calls: [string, unknown][] = [
      ['pay/login', { email: account.email, password: account.password }],
      ['pay/signup', newAccount()],
      ['pay/pwdlost', { email: account.email }],
      ['pay/pwdreset', { u: 1, key: 'k'.repeat(43), password: 'new password 1' }],
      ['login-success', { result: { transferToken: 't'.repeat(43) } }],
    ];
    for (const [call, body] of calls) {
      const error = await expectError(await postAccount(call, body), 403, 'LOGIN_DISABLED');
      expect(error.message, call).toBe('Login is disabled at the moment.');
    }
  });

  it('logout still works', async () => {
    expect((await postAccount('logout')).status).toBe(200);
  });
});
