import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { accessTokenResponseSchema, accountMeResponseSchema, loginSuccessResponseSchema } from '@/lib/contracts/account';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, newAccount, postAccount, sidFrom, signUpVia } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** Signs up and opens the app session: the access token of the settings flow. */
async function loggedIn(account = newAccount()) {
  const transferToken = await signUpVia(account);
  const response = await postAccount('login-success', { result: { transferToken }, targetUrl: '/en/' });
  expect(response.status).toBe(200);
  return { account, response, data: loginSuccessResponseSchema.parse(await response.json()).data };
}

function me(accessToken?: string) {
  const headers: Record<string, string> = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
  const request = new Request('http://localhost/rest/v1/account/pay/me/', { headers });
  return GET(request, { params: Promise.resolve({ area: 'account', call: ['pay', 'me'] }) });
}

const cookies = (response: Response) => response.headers.getSetCookie();

describe('the page-readable account cookies (§3 short names)', () => {
  it('login-success sets the HttpOnly sid and the readable li hint, and answers the screen name', async () => {
    const { account, response, data } = await loggedIn();
    const set = cookies(response);
    expect(set.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/);
    const hint = set.find((c) => c.startsWith('li='));
    expect(hint).toMatch(/^li=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(data.screenName).toBe(account.screenName);
  });

  it('pay/login and pay/signup set the lc login cookie (readable, a year) that chooses the login view', async () => {
    const account = newAccount();
    const signup = await postAccount('pay/signup', account);
    expect(cookies(signup)).toContainEqual(`lc=1; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`);
    const login = await postAccount('pay/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(cookies(login).some((c) => c.startsWith('lc=1;'))).toBe(true);
  });

  it('a failed login sets no cookie at all', async () => {
    const account = newAccount();
    await signUpVia(account);
    const failed = await postAccount('pay/login', { email: account.email, password: 'not the password' });
    expect(failed.status).toBe(401);
    expect(cookies(failed)).toEqual([]);
  });

  it('logout clears sid and li together', async () => {
    const { response } = await loggedIn();
    const out = await postAccount('logout', {}, { headers: { cookie: `sid=${sidFrom(response)}` } });
    expect(out.status).toBe(200);
    expect(cookies(out).map((c) => c.split(';', 1)[0])).toEqual(['sid=', 'li=']);
  });

  it('account/token trades the session cookie for a new access token and the screen name', async () => {
    const { account, response } = await loggedIn();
    const token = await postAccount('token', {}, { headers: { cookie: `sid=${sidFrom(response)}` } });
    const body = accessTokenResponseSchema.parse(await token.json());
    expect(body.data.screenName).toBe(account.screenName);
  });
});

describe('the settings flow (§2 settings)', () => {
  it('pay/me needs the access token (401 without, 401 tampered) and answers the own account only', async () => {
    await expectError(await me(), 401, 'UNAUTHORIZED');
    const { account, data } = await loggedIn();
    await expectError(await me(`${data.accessToken.slice(0, -2)}xx`), 401, 'UNAUTHORIZED');
    const answer = accountMeResponseSchema.parse(await (await me(data.accessToken)).json());
    expect(answer.data).toEqual({ guestId: data.guestId, email: account.email, screenName: account.screenName, avsStatus: 'unknown' });
  });

  it('a wrong current password is a 422 WRONG_PASSWORD on that field, and the password stays', async () => {
    const { account, data } = await loggedIn();
    const auth = { Authorization: `Bearer ${data.accessToken}` };
    const error = await expectError(
      await postAccount('pay/password', { currentPassword: 'not it at all', newPassword: 'a brand new one' }, { headers: auth }),
      422,
      'WRONG_PASSWORD',
    );
    expect(error.message).toBe('The current password is not correct.');
    expect((await postAccount('pay/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('the right current password changes it: only the new one logs in', async () => {
    const { account, data } = await loggedIn();
    const auth = { Authorization: `Bearer ${data.accessToken}` };
    const changed = await postAccount('pay/password', { currentPassword: account.password, newPassword: 'a brand new one' }, { headers: auth });
    expect(changed.status).toBe(200);
    expect((await postAccount('pay/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await postAccount('pay/login', { email: account.email, password: 'a brand new one' })).status).toBe(200);
  });

  it('a too short new password is a 422 and nothing changes; without a token it is a 401', async () => {
    const { account, data } = await loggedIn();
    const auth = { Authorization: `Bearer ${data.accessToken}` };
    await expectError(await postAccount('pay/password', { currentPassword: account.password, newPassword: 'short' }, { headers: auth }), 422, 'VALIDATION_FAILED');
    await expectError(await postAccount('pay/password', { currentPassword: account.password, newPassword: 'long enough 1' }), 401, 'UNAUTHORIZED');
    expect((await postAccount('pay/login', { email: account.email, password: account.password })).status).toBe(200);
  });
});
