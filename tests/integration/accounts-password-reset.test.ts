import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSuccessResponseSchema, transferResponseSchema } from '@/lib/contracts/account';
import { RESET_MAILS_PER_HOUR } from '@/lib/server/accounts/account-limits';
import { requestPasswordReset } from '@/lib/server/accounts/request-password-reset';
import { resetPassword } from '@/lib/server/accounts/reset-password';
import { verifyPassword } from '@/lib/server/auth/password';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions, mailOutbox, passwordResetTokens } from '@/lib/server/db/schema/auth';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { balanceStatus, expectError, newAccount, postAccount, signUpVia } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** The reset mails only: sign-up also mails the address-confirmation link. */
async function outboxFor(email: string) {
  return rt.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password-reset')))
    .orderBy(mailOutbox.id);
}

/** u and key from the link of a mail, as the pay page reads them (§2). */
function linkOf(text: string): URL {
  const match = /https?:\/\/\S+\/pay\/pwdreset\/\?\S+/.exec(text);
  if (!match) throw new Error(`no reset link in ${text}`);
  return new URL(match[0]);
}

async function storedHash(email: string): Promise<string> {
  const [guest] = await rt.db.select({ passwordHash: guests.passwordHash }).from(guests).where(eq(guests.email, email));
  if (!guest) throw new Error('no guest');
  return guest.passwordHash;
}

describe('POST /rest/v1/account/pay/pwdlost (§2 pwdlost, no account enumeration)', () => {
  it('writes exactly one outbox mail for an existing account and none for a missing one, with the same answer', async () => {
    const account = newAccount();
    await signUpVia(account);
    const missing = `missing-${Date.now()}@example.com`;

    const existingAnswer = await postAccount('pay/pwdlost', { email: account.email }, { query: '?language=de' });
    const missingAnswer = await postAccount('pay/pwdlost', { email: missing }, { query: '?language=de' });
    expect(existingAnswer.status).toBe(200);
    expect(missingAnswer.status).toBe(existingAnswer.status);
    expect(await missingAnswer.json()).toEqual(await existingAnswer.json());

    const mails = await outboxFor(account.email);
    expect(mails).toHaveLength(1);
    expect(await outboxFor(missing)).toHaveLength(0);
    const [mail] = mails;
    expect(mail?.kind).toBe('password-reset');
    // German, because the call carried language=de.
    expect(mail?.subject).toMatch(/Passwort/);
    expect(mail?.text).toMatch(/^Hallo /);
    const link = linkOf(mail?.text ?? '');
    expect(link.searchParams.get('lang')).toBe('de');
    expect(Number(link.searchParams.get('u'))).toBeGreaterThan(0);
    expect(link.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(link.toString().replace(/&/g, '&amp;'));
    // Only the hash of the key is stored.
    const keys = await rt.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.guestId, Number(link.searchParams.get('u'))));
    expect(keys.map((k) => k.keyHash)).not.toContain(link.searchParams.get('key'));
  });

  it('§5: an invalid email is a 422 on the email field', async () => {
    const error = await expectError(await postAccount('pay/pwdlost', { email: 'not-an-email' }), 422, 'VALIDATION_FAILED');
    expect(error.issues?.[0]?.path).toBe('email');
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} mails per account and hour, answering the same`, async () => {
    const account = newAccount();
    await signUpVia(account);
    const now = new Date();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i += 1) await requestPasswordReset(rt.db, { email: account.email, language: 'en' }, { now });
    expect(await outboxFor(account.email)).toHaveLength(RESET_MAILS_PER_HOUR);
    await requestPasswordReset(rt.db, { email: account.email, language: 'en' }, { now: new Date(now.getTime() + 61 * 60_000) });
    expect(await outboxFor(account.email)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
  });
});

describe('POST /rest/v1/account/pay/pwdreset (§2 u and key)', () => {
  async function loggedInWithResetMail() {
    const account = newAccount();
    const transferToken = await signUpVia(account);
    const login = loginSuccessResponseSchema.parse(await (await postAccount('login-success', { result: { transferToken } })).json());
    await postAccount('pay/pwdlost', { email: account.email });
    const [mail] = await outboxFor(account.email);
    const link = linkOf(mail?.text ?? '');
    return { account, accessToken: login.data.accessToken, u: Number(link.searchParams.get('u')), key: link.searchParams.get('key') ?? '' };
  }

  it('sets the new password: the old one fails, the new one logs in, sessions and access tokens end', async () => {
    const { account, accessToken, u, key } = await loggedInWithResetMail();
    expect(await balanceStatus(accessToken)).toBe(200);

    const response = await postAccount('pay/pwdreset', { u: String(u), key, password: 'brand new secret' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    await expectError(await postAccount('pay/login', { email: account.email, password: account.password }), 401, 'INVALID_CREDENTIALS');
    const login = await postAccount('pay/login', { email: account.email, password: 'brand new secret' });
    expect(transferResponseSchema.parse(await login.json()).data.flow).toBe('login');
    expect(await rt.db.select({ n: count() }).from(guestSessions).where(eq(guestSessions.guestId, u))).toEqual([{ n: 0 }]);
    expect(await balanceStatus(accessToken)).toBe(401);
  });

  it('a used key is refused with a clear message and the password stays unchanged', async () => {
    const { account, u, key } = await loggedInWithResetMail();
    expect((await postAccount('pay/pwdreset', { u, key, password: 'first new password' })).status).toBe(200);
    const hash = await storedHash(account.email);
    const error = await expectError(await postAccount('pay/pwdreset', { u, key, password: 'second new password' }), 422, 'RESET_KEY_INVALID');
    expect(error.message).toMatch(/expired or was already used/);
    expect(await storedHash(account.email)).toBe(hash);
    expect(await verifyPassword(hash, 'first new password')).toBe(true);
  });

  it('an expired key (after one hour) is refused and the password stays unchanged', async () => {
    const { account, u, key } = await loggedInWithResetMail();
    const hash = await storedHash(account.email);
    const later = new Date(Date.now() + 61 * 60_000);
    await expect(resetPassword(rt.db, { u, key, password: 'too late password' }, later)).rejects.toMatchObject({ code: 'RESET_KEY_INVALID' });
    expect(await storedHash(account.email)).toBe(hash);
    expect(await verifyPassword(hash, account.password)).toBe(true);
  });

  it("a key is bound to its guest: someone else's u, a forged key, or a short password change nothing", async () => {
    const first = await loggedInWithResetMail();
    const second = await loggedInWithResetMail();
    const hash = await storedHash(second.account.email);
    await expectError(await postAccount('pay/pwdreset', { u: second.u, key: first.key, password: 'hijack attempt 1' }), 422, 'RESET_KEY_INVALID');
    await expectError(await postAccount('pay/pwdreset', { u: second.u, key: 'A'.repeat(43), password: 'hijack attempt 2' }), 422, 'RESET_KEY_INVALID');
    const short = await expectError(await postAccount('pay/pwdreset', { u: second.u, key: second.key, password: 'short' }), 422, 'VALIDATION_FAILED');
    expect(short.issues?.[0]?.path).toBe('password');
    expect(await storedHash(second.account.email)).toBe(hash);
    // The short-password refusal did not spend the key.
    expect((await postAccount('pay/pwdreset', { u: second.u, key: second.key, password: 'a valid new one' })).status).toBe(200);
  });
});
