import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponseSchema } from '@/lib/contracts/account';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { sweepMailOutbox } from '@/lib/server/mail/sweep-mail-outbox';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { newAccount, postAccount, signUpVia } from './account-calls';

/** A mail as the SMTP server took it: envelope, authenticated user and the raw message. */
type Received = { mailFrom: string; rcptTo: string[]; user: unknown; raw: string };
type LocalSmtp = { server: SMTPServer; port: number; received: Received[] };

const SMTP_USER = 'mailer';
// Characters that must be percent-encoded in SMTP_URL: the mailer has to decode them.
const SMTP_PASSWORD = 'p@ss:w/rd';

/** An SMTP server on loopback that takes any mail (AUTH optional, but a wrong password is refused). */
async function startSmtp(port = 0): Promise<LocalSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ mailFrom: mailFrom ? mailFrom.address : '', rcptTo: rcptTo.map((r) => r.address), user: session.user, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

const stopSmtp = (smtp: LocalSmtp) => new Promise<void>((resolve) => smtp.server.close(() => resolve()));

/** A header of a raw message (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The raw message with quoted-printable undone (soft line breaks, =XX bytes). */
function decodedBody(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let rt: AppRuntime;
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  // Read by env() on first use: this file has a module graph (and env cache) of its own.
  process.env.MAILER = 'smtp';
  process.env.SMTP_URL = `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'Cam Platform <noreply@example.com>';
  rt = await startTestRuntime({ seed: false });
});

afterAll(async () => {
  await stopSmtp(smtp);
  await stopTestRuntime(rt);
});

const resetMailRow = async (email: string) => {
  const [row] = await rt.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password-reset')));
  return row;
};

/** pwdlost for the account and for an address without one: the answers must not differ. */
async function requestReset(email: string) {
  const existing = await postAccount('pay/pwdlost', { email }, { query: '?language=en' });
  const missing = await postAccount('pay/pwdlost', { email: `nobody-${Date.now()}@example.com` }, { query: '?language=en' });
  expect(existing.status).toBe(200);
  expect(missing.status).toBe(200);
  const body = await existing.json();
  expect(okResponseSchema.parse(body)).toEqual({ success: true });
  expect(await missing.json()).toEqual(body);
}

describe('MAILER=smtp (a real SMTP server behind the outbox)', () => {
  it('pwdlost delivers the reset mail with its link to the SMTP server and records it as sent in the outbox', async () => {
    const account = newAccount();
    await signUpVia(account);
    await requestReset(account.email);

    const row = await until(() => resetMailRow(account.email), (r) => r?.status === 'sent', 'the reset mail to be sent');
    const mail = smtp.received.find((m) => m.rcptTo.includes(account.email) && header(m.raw, 'Subject') === row?.subject);
    if (!mail || !row) throw new Error(`no reset mail arrived: ${smtp.received.map((m) => m.rcptTo.join()).join('; ')}`);

    expect(mail.rcptTo).toEqual([account.email]);
    expect(header(mail.raw, 'To')).toBe(account.email);
    expect(mail.mailFrom).toBe('noreply@example.com');
    expect(header(mail.raw, 'From')).toBe('Cam Platform <noreply@example.com>');
    expect(mail.user).toBe(SMTP_USER);
    expect(header(mail.raw, 'Subject')).toMatch(/password/i);
    const link = /https?:\/\/\S+\/pay\/pwdreset\/\?u=\d+&key=[A-Za-z0-9_-]{43}&lang=en/.exec(decodedBody(mail.raw))?.[0];
    expect(link, 'the reset link in the delivered body').toBeDefined();

    // The outbox keeps the record, with what the server accepted.
    expect(row.text).toContain(link);
    expect(row.attempts).toBe(1);
    expect(row.error).toBeNull();
    expect(row.messageId).toBe(header(mail.raw, 'Message-ID'));

    // The delivered link works: it resets the password.
    const url = new URL(link ?? '');
    const reset = await postAccount('pay/pwdreset', { u: url.searchParams.get('u'), key: url.searchParams.get('key'), password: 'a fresh password 9' });
    expect(reset.status).toBe(200);
  });

  it('with the SMTP server down, pwdlost answers as usual and the mail is recorded as failed, then sent by the sweep', async () => {
    await stopSmtp(smtp);
    const account = newAccount();
    await signUpVia(account);
    await requestReset(account.email);

    const failed = await until(() => resetMailRow(account.email), (r) => r?.status === 'failed', 'the reset mail to fail');
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    expect(failed?.attempts).toBe(1);
    expect(failed?.messageId).toBeNull();

    // Not lost: once the server is back, the sweep sends it after its back-off.
    smtp = await startSmtp(smtp.port);
    const early = await sweepMailOutbox(rt.db);
    expect(early.sent).toBe(0);
    await sweepMailOutbox(rt.db, { now: new Date(Date.now() + 2 * 60_000) });
    const sent = await resetMailRow(account.email);
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
    expect(sent?.error).toBeNull();
    const mail = smtp.received.find((m) => m.rcptTo.includes(account.email) && header(m.raw, 'Subject') === sent?.subject);
    expect(mail && header(mail.raw, 'Message-ID')).toBe(sent?.messageId);
  });
});
