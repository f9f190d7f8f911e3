import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { transferResponseSchema } from '@/lib/contracts/account';
import { signUp } from '@/lib/server/accounts/sign-up';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, newAccount, postAccount } from './account-calls';

// env() is parsed once per process; vitest runs each file in its own process.
vi.stubEnv('SIGNUP_ENABLED', 'false');

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(async () => {
  await stopTestRuntime(rt);
  vi.unstubAllEnvs();
});

describe('SIGNUP_ENABLED=false', () => {
  it('sign-up answers 403 SIGNUP_DISABLED while login keeps working', async () => {
    await expectError(await postAccount('pay/signup', newAccount()), 403, 'SIGNUP_DISABLED');
    const account = newAccount();
    await signUp(rt.db, { ...account, termsAccepted: true, language: 'en' });
    const login = await postAccount('pay/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(transferResponseSchema.parse(await login.json()).data.flow).toBe('login');
  });
});
