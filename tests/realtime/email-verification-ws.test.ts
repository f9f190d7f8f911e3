import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MAILS_PER_HOUR } from '@/lib/server/accounts/email-verification';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { verifyEmail } from '@/lib/server/accounts/verify-email';
import { guests } from '@/lib/server/db/schema/accounts';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  ws = await startWsServer();
});
afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

/** A guest who accepted the current terms (else the session opens with a dataProtection frame), address unconfirmed. */
async function guest() {
  const fresh = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  const [row] = await app.db.select({ email: guests.email }).from(guests).where(eq(guests.id, fresh.guestId));
  return { ...fresh, email: row!.email };
}
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'verify-email')));
/** Success is silent: the next frame after the command is the pong of a ping sent behind it. */
async function silent(client: TestClient, message: unknown) {
  client.send(message);
  expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
}
const keyOf = (text: string) => new URL(/https?:\/\/\S+\/pay\/verify-email\/\?\S+/.exec(text)![0]).searchParams.get('key')!;

describe('§7 sendSignupEmail(email) over /ws', () => {
  it("mails the confirmation link in the session's language for the account's address in any case; success is silent", async () => {
    const { token, email } = await guest();
    const client = await openLoggedIn(ws.base, token);
    await silent(client, { type: 'sendSignupEmail', email: email.toUpperCase() });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Confirm your email address/);
    client.close();
  });

  it('another address is a validation error and sends nothing; anonymous sessions are refused', async () => {
    const { token, email } = await guest();
    const client = await openLoggedIn(ws.base, token);
    expect(await client.request({ type: 'sendSignupEmail', email: 'not-mine@example.com' })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    expect(await mailsTo(email)).toHaveLength(0);
    const anonymous = await TestClient.open(ws.base);
    expect(await anonymous.request({ type: 'requestSession', language: 'en' })).toMatchObject({ type: 'sessionAck', loggedIn: false });
    expect(await anonymous.request({ type: 'sendSignupEmail', email })).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    expect(await mailsTo(email)).toHaveLength(0);
    client.close();
    anonymous.close();
  });

  it(`at most ${VERIFY_MAILS_PER_HOUR} mails an hour; none once the address is confirmed`, async () => {
    const { token, email, guestId } = await guest();
    const client = await openLoggedIn(ws.base, token);
    for (let i = 0; i < VERIFY_MAILS_PER_HOUR + 1; i += 1) await silent(client, { type: 'sendSignupEmail', email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(VERIFY_MAILS_PER_HOUR);
    expect(await verifyEmail(app.db, app.pubsub, { guestId, key: keyOf(mails[0]!.text) })).toBe('verified');
    expect(await client.next()).toEqual({ type: 'emailVerified' });
    await app.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await silent(client, { type: 'sendSignupEmail', email });
    expect(await mailsTo(email)).toHaveLength(0);
    client.close();
  });

  it("opening the link sends emailVerified to every socket of that guest and to nobody else's", async () => {
    const owner = await guest();
    const other = await guest();
    const [first, second, stranger] = await Promise.all([openLoggedIn(ws.base, owner.token), openLoggedIn(ws.base, owner.token), openLoggedIn(ws.base, other.token)]);
    await silent(first, { type: 'sendSignupEmail', email: owner.email });
    const [mail] = await mailsTo(owner.email);
    await verifyEmail(app.db, app.pubsub, { guestId: owner.guestId, key: keyOf(mail!.text) });
    expect(await first.next()).toEqual({ type: 'emailVerified' });
    expect(await second.next()).toEqual({ type: 'emailVerified' });
    expect(await stranger.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    for (const client of [first, second, stranger]) client.close();
  });
});
