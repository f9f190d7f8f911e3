import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVerificationMail, VERIFY_KEY_TTL_DAYS, VERIFY_MAILS_PER_HOUR } from '@/lib/server/accounts/email-verification';
import { verifyEmail } from '@/lib/server/accounts/verify-email';
import { guests } from '@/lib/server/db/schema/accounts';
import { emailVerificationTokens, mailOutbox } from '@/lib/server/db/schema/auth';
import { guestSession } from '@/lib/server/accounts/guest-session';
import { type GuestEvent, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { newAccount, postAccount } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
const events: GuestEvent[] = [];
let stopEvents: () => void;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  stopEvents = subscribeToGuestEvents(rt.pubsub, (event) => events.push(event));
});
afterAll(async () => {
  stopEvents();
  await stopTestRuntime(rt);
});

const verifyMails = (email: string) =>
  rt.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'verify-email'))).orderBy(mailOutbox.id);

/** u and key of the newest confirmation mail, as the pay page reads them. */
async function linkFor(email: string): Promise<{ url: URL; guestId: number; key: string }> {
  const mails = await verifyMails(email);
  const match = /https?:\/\/\S+\/pay\/verify-email\/\?\S+/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation link for ${email}`);
  const url = new URL(match[0]);
  return { url, guestId: Number(url.searchParams.get('u')), key: url.searchParams.get('key') ?? '' };
}

async function signedUp(language = 'de') {
  const account = newAccount();
  expect((await postAccount('pay/signup', account, { query: `?language=${language}` })).status).toBe(200);
  return { account, ...(await linkFor(account.email)) };
}

const verifiedAt = async (guestId: number) =>
  (await rt.db.select({ at: guests.emailVerifiedAt }).from(guests).where(eq(guests.id, guestId)))[0]?.at ?? null;
const tokensOf = (guestId: number) => rt.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.guestId, guestId));
const eventsFor = (guestId: number) => events.filter((event) => event.guestId === guestId).map((event) => event.message);

describe('sign-up mails the address-confirmation link (§7 sendSignupEmail, the producer of emailVerified)', () => {
  it('one verify-email mail in the sign-up language, the link to /pay/verify-email/ with u, key and lang, only the key hash stored', async () => {
    const { account, url, guestId, key } = await signedUp('de');
    const [mail, ...more] = await verifyMails(account.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/Bestätige deine E-Mail-Adresse/);
    expect(mail?.text).toMatch(/^Hallo /);
    expect(mail?.text).toContain(`${VERIFY_KEY_TTL_DAYS} Tage`);
    expect(mail?.html).toContain(url.toString().replace(/&/g, '&amp;'));
    expect(url.pathname).toBe('/pay/verify-email/');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [token] = await tokensOf(guestId);
    expect(token).toMatchObject({ email: account.email, usedAt: null });
    expect(token?.keyHash).not.toBe(key);
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(VERIFY_KEY_TTL_DAYS * 86_400_000);
    expect((await guestSession(rt.db, guestId)).isEmailVerified).toBe(false);
  });
});

describe('verifyEmail (the link of the mail)', () => {
  it('confirms once: sets email_verified_at, spends the key, publishes emailVerified to that guest only; the session says verified', async () => {
    const { guestId, key } = await signedUp('en');
    const bystander = await freshGuest(rt);
    const before = events.length;
    const now = new Date();
    expect(await verifyEmail(rt.db, rt.pubsub, { guestId, key }, now)).toBe('verified');
    expect(await verifiedAt(guestId)).toEqual(now);
    expect((await tokensOf(guestId)).every((token) => token.usedAt !== null)).toBe(true);
    expect(events.slice(before)).toEqual([{ guestId, message: { type: 'emailVerified' } }]);
    expect(eventsFor(bystander.guestId)).toEqual([]);
    expect((await guestSession(rt.db, guestId)).isEmailVerified).toBe(true);
  });

  it('the same link again (second click, mail scanner) succeeds without writing or publishing again', async () => {
    const { guestId, key } = await signedUp('en');
    const first = new Date();
    await verifyEmail(rt.db, rt.pubsub, { guestId, key }, first);
    const before = events.length;
    expect(await verifyEmail(rt.db, rt.pubsub, { guestId, key }, new Date(first.getTime() + 60_000))).toBe('alreadyVerified');
    expect(await verifiedAt(guestId)).toEqual(first);
    expect(events.length).toBe(before);
  });

  it("a wrong key, another guest's key, an expired key and a key for an old address are refused, nothing written", async () => {
    const owner = await signedUp('en');
    const stranger = await signedUp('en');
    const before = events.length;
    const refused = (guestId: number, key: string, now = new Date()) => verifyEmail(rt.db, rt.pubsub, { guestId, key }, now);

    await expect(refused(owner.guestId, 'A'.repeat(43))).rejects.toMatchObject({ code: 'VERIFICATION_KEY_INVALID', status: 422 });
    await expect(refused(stranger.guestId, owner.key)).rejects.toMatchObject({ code: 'VERIFICATION_KEY_INVALID' });
    const late = new Date(Date.now() + (VERIFY_KEY_TTL_DAYS * 86_400 + 60) * 1000);
    await expect(refused(owner.guestId, owner.key, late)).rejects.toMatchObject({ code: 'VERIFICATION_KEY_EXPIRED', status: 422 });
    for (const guestId of [owner.guestId, stranger.guestId]) {
      expect(await verifiedAt(guestId)).toBeNull();
      expect((await tokensOf(guestId)).map((token) => token.usedAt)).toEqual([null]);
    }
    // The address changed after the mail: the key confirms the old one, not the account's.
    await rt.db.update(guests).set({ email: `changed-${owner.account.email}` }).where(eq(guests.id, owner.guestId));
    await expect(refused(owner.guestId, owner.key)).rejects.toMatchObject({ code: 'VERIFICATION_KEY_INVALID' });
    expect(await verifiedAt(owner.guestId)).toBeNull();
    expect(events.length).toBe(before);
  });
});

describe('sendVerificationMail (sign-up and §7 sendSignupEmail)', () => {
  it(`at most ${VERIFY_MAILS_PER_HOUR} mails per account and hour, the sign-up mail included; the next hour again`, async () => {
    const { account, guestId } = await signedUp('en');
    const now = new Date();
    const outcomes = [];
    for (let i = 0; i < VERIFY_MAILS_PER_HOUR; i += 1) outcomes.push(await sendVerificationMail(rt.db, guestId, 'en', { now }));
    expect(outcomes).toEqual([...Array<string>(VERIFY_MAILS_PER_HOUR - 1).fill('sent'), 'rateLimited']);
    expect(await verifyMails(account.email)).toHaveLength(VERIFY_MAILS_PER_HOUR);
    expect(await sendVerificationMail(rt.db, guestId, 'en', { now: new Date(now.getTime() + 61 * 60_000) })).toBe('sent');
    expect(await verifyMails(account.email)).toHaveLength(VERIFY_MAILS_PER_HOUR + 1);
  });

  it('no mail once verified, none for another address, any case of the right address is accepted', async () => {
    const { account, guestId, key } = await signedUp('en');
    expect(await sendVerificationMail(rt.db, guestId, 'en', { expectedEmail: 'someone-else@example.com' })).toBe('emailMismatch');
    expect(await verifyMails(account.email)).toHaveLength(1);
    expect(await sendVerificationMail(rt.db, guestId, 'nl', { expectedEmail: account.email.toUpperCase() })).toBe('sent');
    const [, second] = await verifyMails(account.email);
    expect(second?.subject).toMatch(/Bevestig je e-mailadres/);
    await verifyEmail(rt.db, rt.pubsub, { guestId, key });
    expect(await sendVerificationMail(rt.db, guestId, 'en')).toBe('alreadyVerified');
    expect(await verifyMails(account.email)).toHaveLength(2);
  });

  it('an older link still works after a new one was sent; confirming spends both', async () => {
    const { guestId, key: first } = await signedUp('en');
    await sendVerificationMail(rt.db, guestId, 'en');
    expect(await verifyEmail(rt.db, rt.pubsub, { guestId, key: first })).toBe('verified');
    expect((await tokensOf(guestId)).map((token) => token.usedAt !== null)).toEqual([true, true]);
  });
});
