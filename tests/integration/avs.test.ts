import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { avsPayRequestResponseSchema, avsSandboxDecideResponseSchema, avsStatusResponseSchema } from '@/lib/contracts/avs';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { findAgeVerification } from '@/lib/server/avs/find-age-verification';
import { guests } from '@/lib/server/db/schema/accounts';
import { ageVerifications } from '@/lib/server/db/schema/avs';
import { type GuestEvent, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let events: GuestEvent[];
let unsubscribe: () => void;

beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  unsubscribe = subscribeToGuestEvents(rt.pubsub, (event) => events.push(event));
});
afterAll(async () => {
  unsubscribe();
  await stopTestRuntime(rt);
});
beforeEach(() => {
  events = [];
});

function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/guest/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area: 'guest', call: path.split('/') }) });
}

async function payRequest(token: string, forwardUrl = '/en/') {
  const response = await call('POST', 'avs/payRequest', { forwardUrl }, token);
  expect(response.status).toBe(200);
  return avsPayRequestResponseSchema.parse(await response.json()).data;
}

async function status(token: string) {
  const response = await call('GET', 'avs/status', undefined, token);
  expect(response.status).toBe(200);
  return avsStatusResponseSchema.parse(await response.json()).data;
}

async function decide(verificationId: string, decision: string, reason?: string) {
  const response = await call('POST', 'avs/sandbox/decide', { verificationId, decision, reason });
  expect(response.status).toBe(200);
  return avsSandboxDecideResponseSchema.parse(await response.json()).data;
}

const eventsOf = (guestId: number): ServerMessage[] => events.filter((e) => e.guestId === guestId).map((e) => e.message);

/** A guest with an open sandbox check. */
async function guestWithCheck() {
  const guest = await freshGuest(rt);
  const { verificationId } = await payRequest(guest.token);
  return { ...guest, verificationId };
}

describe('POST /rest/v1/guest/avs/payRequest (§7 guest service: avs pay request)', () => {
  it('answers 401 without a guest token, for payRequest and status alike', async () => {
    await expectError(await call('POST', 'avs/payRequest', { forwardUrl: '/en/' }), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'avs/status'), 401, 'UNAUTHORIZED');
    await expectError(await call('GET', 'avs/status', undefined, 'not.a.jwt'), 401, 'UNAUTHORIZED');
  });

  it('opens a sandbox check at /pay/avs-check/?vid=<id>, records it pending and leaves the guest status alone', async () => {
    const { guestId, token } = await freshGuest(rt);
    const data = await payRequest(token, 'https://example.com/after?x=1');
    expect(data.checkUrl).toBe(`/pay/avs-check/?vid=${data.verificationId}`);
    expect(data.bonusAvailable).toBe(true);
    expect(await findAgeVerification(rt.db, data.verificationId)).toEqual({
      verificationId: data.verificationId,
      status: 'pending',
      reason: null,
      forwardUrl: 'https://example.com/after?x=1',
      provider: 'sandbox',
    });
    expect(await status(token)).toEqual({ avsStatus: 'unknown', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([]);
    // Ids are random, not a sequence another guest could guess.
    expect((await payRequest(token)).verificationId).not.toBe(data.verificationId);
  });

  it('takes a path on this site or an http(s) URL of at most 2048 characters as forwardUrl, nothing else', async () => {
    const { token } = await freshGuest(rt);
    await payRequest(token, '/de/profil/?tab=1');
    await payRequest(token, `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`);
    const bad = ['', 'en/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'ftp://example.com/', '/a b', '/a\nb'];
    for (const forwardUrl of [...bad, `/${'a'.repeat(2048)}`]) {
      await expectError(await call('POST', 'avs/payRequest', { forwardUrl }, token), 422, 'VALIDATION_FAILED');
    }
    await expectError(await call('POST', 'avs/payRequest', {}, token), 422, 'VALIDATION_FAILED');
  });

  it('refuses a guest who is already verified with 409 CONFLICT', async () => {
    const { token, verificationId } = await guestWithCheck();
    await decide(verificationId, 'approve');
    const error = await expectError(await call('POST', 'avs/payRequest', { forwardUrl: '/en/' }, token), 409, 'CONFLICT');
    expect(error.message).toContain('already verified');
  });

  it('offers the first-verification bonus only to a guest never accepted (a revoked check was accepted once)', async () => {
    const rejected = await guestWithCheck();
    await decide(rejected.verificationId, 'reject', 'Blurry photo.');
    expect((await payRequest(rejected.token)).bonusAvailable).toBe(true);

    const revoked = await guestWithCheck();
    await decide(revoked.verificationId, 'approve');
    await decide(revoked.verificationId, 'revoke');
    expect((await payRequest(revoked.token)).bonusAvailable).toBe(false);
  });
});

describe('POST /rest/v1/guest/avs/sandbox/decide: the §4 transitions and their events', () => {
  it('approve: the guest is accepted and gets avsSet', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    const other = await freshGuest(rt);
    expect(await decide(verificationId, 'approve')).toEqual({
      verificationId,
      status: 'accepted',
      avsStatus: 'accepted',
      forwardUrl: '/en/',
    });
    expect(await status(token)).toEqual({ avsStatus: 'accepted', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([{ type: 'avsSet' }]);
    expect(eventsOf(other.guestId)).toEqual([]);
  });

  it('reject: the guest is rejected with the reason as message and gets avsRejected {message}', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    const data = await decide(verificationId, 'reject', 'The document has expired.');
    expect(data).toMatchObject({ status: 'rejected', avsStatus: 'rejected' });
    expect(await status(token)).toEqual({ avsStatus: 'rejected', avsRejectMessage: 'The document has expired.' });
    expect(eventsOf(guestId)).toEqual([{ type: 'avsRejected', message: 'The document has expired.' }]);
    expect((await findAgeVerification(rt.db, verificationId))?.reason).toBe('The document has expired.');
  });

  it('reject without a reason (or a blank one) is 422 and changes nothing', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'reject' }), 422, 'VALIDATION_FAILED');
    const blank = { verificationId, decision: 'reject', reason: '  ' };
    await expectError(await call('POST', 'avs/sandbox/decide', blank), 422, 'VALIDATION_FAILED');
    expect(await status(token)).toEqual({ avsStatus: 'unknown', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([]);
  });

  it('pending: the guest is pending and gets avsPending; an approval may follow', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    await decide(verificationId, 'pending');
    expect(await status(token)).toEqual({ avsStatus: 'pending', avsRejectMessage: null });
    await decide(verificationId, 'approve');
    expect(await status(token)).toEqual({ avsStatus: 'accepted', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([{ type: 'avsPending' }, { type: 'avsSet' }]);
  });

  it('revoke: an accepted guest goes back to unknown and gets avsRevoked', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    await decide(verificationId, 'approve');
    expect(await decide(verificationId, 'revoke')).toMatchObject({ status: 'revoked', avsStatus: 'unknown' });
    expect(await status(token)).toEqual({ avsStatus: 'unknown', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([{ type: 'avsSet' }, { type: 'avsRevoked' }]);
  });

  it('an approval after a rejection clears the rejection message', async () => {
    const { token, verificationId } = await guestWithCheck();
    await decide(verificationId, 'reject', 'Too dark.');
    await decide(verificationId, 'approve');
    expect(await status(token)).toEqual({ avsStatus: 'accepted', avsRejectMessage: null });
  });

  it('is idempotent per decision: the same decision again changes nothing and publishes nothing', async () => {
    for (const [decision, reason] of [['approve'], ['reject', 'No face visible.'], ['pending']] as const) {
      const { guestId, token, verificationId } = await guestWithCheck();
      const first = await decide(verificationId, decision, reason);
      const before = await status(token);
      expect(await decide(verificationId, decision, reason === undefined ? undefined : 'Another reason.')).toEqual(first);
      expect(await status(token)).toEqual(before);
      expect(eventsOf(guestId)).toHaveLength(1);
    }
    const { guestId, verificationId } = await guestWithCheck();
    await decide(verificationId, 'approve');
    await decide(verificationId, 'revoke');
    await decide(verificationId, 'revoke');
    expect(eventsOf(guestId)).toEqual([{ type: 'avsSet' }, { type: 'avsRevoked' }]);
  });

  it('refuses decisions that do not follow (409): revoke before acceptance, reject after it, anything after revoke', async () => {
    const { guestId, token, verificationId } = await guestWithCheck();
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'revoke' }), 409, 'CONFLICT');
    await decide(verificationId, 'approve');
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'reject', reason: 'x' }), 409, 'CONFLICT');
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'pending' }), 409, 'CONFLICT');
    await decide(verificationId, 'revoke');
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'approve' }), 409, 'CONFLICT');
    expect(await status(token)).toEqual({ avsStatus: 'unknown', avsRejectMessage: null });
    expect(eventsOf(guestId)).toEqual([{ type: 'avsSet' }, { type: 'avsRevoked' }]);
  });

  it('only the guest’s newest check decides: an older one answers 409', async () => {
    const { token, verificationId: older } = await guestWithCheck();
    const { verificationId: newer } = await payRequest(token);
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId: older, decision: 'approve' }), 409, 'CONFLICT');
    await decide(newer, 'approve');
    expect((await status(token)).avsStatus).toBe('accepted');
  });

  it('answers 404 for an unknown verification id and 422 for an unknown decision, without a guest token', async () => {
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId: 'no-such-id', decision: 'approve' }), 404, 'NOT_FOUND');
    const { verificationId } = await guestWithCheck();
    await expectError(await call('POST', 'avs/sandbox/decide', { verificationId, decision: 'accept' }), 422, 'VALIDATION_FAILED');
  });

  it('deleting the guest deletes their checks (cascade)', async () => {
    const { guestId, verificationId } = await guestWithCheck();
    await rt.db.delete(guests).where(eq(guests.id, guestId));
    expect(await rt.db.select().from(ageVerifications).where(eq(ageVerifications.id, verificationId))).toEqual([]);
  });
});
