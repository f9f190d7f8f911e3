import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSuccessResponseSchema, okResponseSchema, transferResponseSchema } from '@/lib/contracts/account';
import { verifyPassword } from '@/lib/server/auth/password';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions, transferTokens } from '@/lib/server/db/schema/auth';
import { ledgerAccounts } from '@/lib/server/db/schema/ledger';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { balanceStatus, expectError, newAccount, postAccount, sidFrom, signUpVia } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

async function guestByEmail(email: string) {
  const [guest] = await rt.db.select().from(guests).where(eq(guests.email, email));
  if (!guest) throw new Error(`no guest ${email}`);
  return guest;
}

describe('POST /rest/v1/account/pay/signup (sign-up)', () => {
  it('creates the guest with an argon2id hash, its language, an EUR account, and answers a one-time transfer token', async () => {
    const account = newAccount();
    const response = await postAccount('pay/signup', account, { query: '?language=nl' });
    expect(response.status).toBe(200);
    const body = transferResponseSchema.parse(await response.json());
    expect(body.data.flow).toBe('signup');
    expect(body.data.expiresInSeconds).toBe(120);

    const guest = await guestByEmail(account.email);
    expect(guest.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(guest.passwordHash, account.password)).toBe(true);
    expect(guest.language).toBe('nl');
    const accounts = await rt.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, guest.id));
    expect(accounts.map((a) => [a.ownerType, a.currency, a.balance])).toEqual([['guest', 'EUR', 0]]);
    const stored = await rt.db.select().from(transferTokens).where(eq(transferTokens.guestId, guest.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(body.data.transferToken);
  });

  it('a duplicate email (any case) is a 409 EMAIL_TAKEN with a clear message naming the field', async () => {
    const account = newAccount();
    await signUpVia(account);
    const again = newAccount({ email: account.email.toUpperCase() });
    const error = await expectError(await postAccount('pay/signup', again), 409, 'EMAIL_TAKEN');
    expect(error.message).toMatch(/already exists/);
    expect(error.issues?.[0]?.path).toBe('email');
  });

  it('a screen name taken in another case is a 409 SCREEN_NAME_TAKEN', async () => {
    const account = newAccount();
    await signUpVia(account);
    const error = await expectError(await postAccount('pay/signup', newAccount({ screenName: account.screenName.toUpperCase() })), 409, 'SCREEN_NAME_TAKEN');
    expect(error.issues?.[0]?.path).toBe('screenName');
  });

  it('§5: an email outside the pattern is refused with 422 next to the email field, and nothing is stored', async () => {
    for (const email of ['anna@localhost', 'an na@example.com', '.anna@example.com', 'anna@example.c0m']) {
      const error = await expectError(await postAccount('pay/signup', newAccount({ email })), 422, 'VALIDATION_FAILED');
      expect(error.issues?.map((i) => i.path)).toEqual(['email']);
      expect(await rt.db.select().from(guests).where(eq(guests.email, email))).toHaveLength(0);
    }
  });

  it('refuses a short password, a bad screen name and unaccepted terms with 422, each naming its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short7!' }, 'password'],
      [{ screenName: 'ab' }, 'screenName'],
      [{ screenName: 'has space' }, 'screenName'],
      [{ termsAccepted: false }, 'termsAccepted'],
    ];
    for (const [override, field] of cases) {
      const error = await expectError(await postAccount('pay/signup', newAccount(override)), 422, 'VALIDATION_FAILED');
      expect(error.issues?.map((i) => i.path)).toEqual([field]);
    }
  });

  it('bad input is never a 500: malformed JSON 400, non-JSON content type 400, array body 422', async () => {
    await expectError(await postAccount('pay/signup', undefined, { raw: '{"email": ' }), 400, 'MALFORMED_JSON');
    await expectError(await postAccount('pay/signup', newAccount(), { headers: { 'content-type': 'text/plain' } }), 400, 'BAD_REQUEST');
    await expectError(await postAccount('pay/signup', undefined, { raw: '[1,2]' }), 422, 'VALIDATION_FAILED');
  });
});

describe('POST /rest/v1/account/pay/login (login)', () => {
  it('answers a transfer token for the right password', async () => {
    const account = newAccount();
    await signUpVia(account);
    const response = await postAccount('pay/login', { email: ` ${account.email.toUpperCase()} `, password: account.password });
    expect(response.status).toBe(200);
    expect(transferResponseSchema.parse(await response.json()).data.flow).toBe('login');
  });

  it('a wrong password and an unknown email get the same status, code and message (no hint which field)', async () => {
    const account = newAccount();
    await signUpVia(account);
    const wrongPassword = await expectError(await postAccount('pay/login', { email: account.email, password: 'wrong password' }), 401, 'INVALID_CREDENTIALS');
    const wrongEmail = await expectError(await postAccount('pay/login', { email: `x${account.email}`, password: account.password }), 401, 'INVALID_CREDENTIALS');
    expect(wrongEmail).toEqual(wrongPassword);
    expect(wrongPassword.issues).toBeUndefined();
  });

  it('§6: a locked guest with the right password is refused (403 ACCOUNT_LOCKED)', async () => {
    const account = newAccount();
    await signUpVia(account);
    await rt.db.update(guests).set({ isLocked: true }).where(eq(guests.email, account.email));
    await expectError(await postAccount('pay/login', { email: account.email, password: account.password }), 403, 'ACCOUNT_LOCKED');
  });
});

describe('POST /rest/v1/account/login-success and logout (§7)', () => {
  it('exchanges the transfer token for an HttpOnly SameSite=Lax sid cookie and a working access token', async () => {
    const transferToken = await signUpVia(newAccount());
    const response = await postAccount('login-success', { result: { transferToken, flow: 'signup', userFromSignup: true }, targetUrl: '/de/videos/?page=2' });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const { data } = loginSuccessResponseSchema.parse(await response.json());
    expect(data.url).toBe('/de/videos/?page=2');
    expect(await balanceStatus(data.accessToken)).toBe(200);
    const [session] = await rt.db.select().from(guestSessions).where(eq(guestSessions.guestId, data.guestId));
    expect(session?.tokenHash).not.toBe(sidFrom(response));
  });

  it('sets Secure when the page came over https', async () => {
    const transferToken = await signUpVia(newAccount());
    const response = await postAccount('login-success', { result: { transferToken } }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('a transfer token works once: the second exchange is a 401 and sets no cookie', async () => {
    const transferToken = await signUpVia(newAccount());
    expect((await postAccount('login-success', { result: { transferToken } })).status).toBe(200);
    const second = await postAccount('login-success', { result: { transferToken } });
    expect(second.headers.get('set-cookie')).toBeNull();
    await expectError(second, 401, 'TRANSFER_TOKEN_INVALID');
    await expectError(await postAccount('login-success', { result: { transferToken: 'x'.repeat(43) } }), 401, 'TRANSFER_TOKEN_INVALID');
  });

  it('answers data.url only for a same-origin path, else "/"', async () => {
    for (const [targetUrl, url] of [
      ['https://evil.example/', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      [undefined, '/'],
      ['/es/', '/es/'],
    ] as const) {
      const transferToken = await signUpVia(newAccount());
      const response = await postAccount('login-success', { result: { transferToken }, targetUrl });
      expect(loginSuccessResponseSchema.parse(await response.json()).data.url, String(targetUrl)).toBe(url);
    }
  });

  it('logout deletes the session, clears the cookie and kills the access token; the session no longer gives tokens', async () => {
    const transferToken = await signUpVia(newAccount());
    const login = await postAccount('login-success', { result: { transferToken } });
    const sid = sidFrom(login);
    const { data } = loginSuccessResponseSchema.parse(await login.json());
    expect((await postAccount('token', {}, { headers: { cookie: `other=1; sid=${sid}` } })).status).toBe(200);

    const out = await postAccount('logout', undefined, { raw: '', headers: { cookie: `sid=${sid}` } });
    expect(out.status).toBe(200);
    okResponseSchema.parse(await out.json());
    expect(out.headers.get('set-cookie')).toMatch(/^sid=; Path=\/; Max-Age=0; HttpOnly/);
    expect(await rt.db.select().from(guestSessions).where(eq(guestSessions.guestId, data.guestId))).toHaveLength(0);
    expect(await balanceStatus(data.accessToken)).toBe(401);
    await expectError(await postAccount('token', {}, { headers: { cookie: `sid=${sid}` } }), 401, 'UNAUTHORIZED');
  });

  it('logout without a session still answers success and clears the cookie', async () => {
    const out = await postAccount('logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('each login opens its own session and a new access token (logging in twice gives two sessions)', async () => {
    const account = newAccount();
    await signUpVia(account);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const login = await postAccount('pay/login', { email: account.email, password: account.password });
      const { transferToken } = transferResponseSchema.parse(await login.json()).data;
      tokens.push(sidFrom(await postAccount('login-success', { result: { transferToken } })));
    }
    expect(new Set(tokens).size).toBe(2);
  });
});
