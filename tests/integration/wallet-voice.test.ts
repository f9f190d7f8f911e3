import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxVoiceCallResponseSchema, voiceTopUpResponseSchema } from '@/lib/contracts/payment-methods';
import { topUpResponseSchema } from '@/lib/contracts/wallet';
import { topUps } from '@/lib/server/db/schema/payments';
import { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import { SANDBOX_CONFIRMATION_CODE, SANDBOX_VOICE_NUMBER } from '@/lib/server/payments/sandbox-cards';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { settleAndRenew } from '@/lib/server/cluster/settle-and-renew';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { sandboxVoiceCall } from '@/lib/server/payments/sandbox-voice';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, expectLedgerConsistent, get, key, post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

async function startVoice(token: string, body: Record<string, unknown> = { amount: '1000', idempotencyKey: key() }) {
  const response = await post('pay/voice', token, body);
  expect(response.status).toBe(200);
  return voiceTopUpResponseSchema.parse(await response.json()).data;
}

async function status(token: string, topUpId: number) {
  const response = await get('pay/status', token, `?topUpId=${topUpId}`);
  expect(response.status).toBe(200);
  return topUpResponseSchema.parse(await response.json()).data;
}

/** The sandbox telephone: no token, just the number and the PIN. */
async function dial(pin: string, phoneNumber: string = SANDBOX_VOICE_NUMBER) {
  const response = await post('sandbox/voice-call', null, { phoneNumber, pin });
  expect(response.status).toBe(200);
  return sandboxVoiceCallResponseSchema.parse(await response.json()).data.status;
}

const otherPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

describe('voice-call top-up (§2 paytype Voice) and the sandbox telephone', () => {
  it('start → status waiting → wrong PIN unknown_pin → right PIN pays and credits once; calling again does not credit again', async () => {
    const { guestId, token } = await freshGuest(rt);
    const voice = await startVoice(token);
    expect(voice).toMatchObject({ status: 'requires_confirmation', amount: 1000, balance: 0, phoneNumber: SANDBOX_VOICE_NUMBER });
    expect(voice.pin).toMatch(/^\d{6}$/);
    expect(Date.parse(voice.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await status(token, voice.topUpId)).status).toBe('requires_confirmation');

    expect(await dial(otherPin(voice.pin))).toBe('unknown_pin');
    expect(await dial(voice.pin, '+49 900 0000 000')).toBe('unknown_pin');
    expect(await balanceOf(rt, guestId)).toBe(0);

    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    expect(await dial(voice.pin)).toBe('succeeded');
    expect(await dial(voice.pin)).toBe('succeeded');
    stop();
    expect(await balanceOf(rt, guestId)).toBe(1000);
    // §7 0900-service status follows the balance: the call paid this top-up (once, however often dialled).
    expect(events).toMatchObject([{ type: 'guestBalance', guestBalance: 1000 }, { type: 'service0900Status', topUpId: voice.topUpId, status: 'paid' }]);
    expect(await status(token, voice.topUpId)).toMatchObject({ status: 'succeeded', balance: 1000 });
    const [row] = await rt.db.select().from(topUps).where(eq(topUps.id, voice.topUpId));
    // Only the PIN's hash is ours to keep.
    expect([row?.paytype, row?.pinHash]).toEqual(['Voice', createHash('sha256').update(voice.pin).digest('hex')]);
    await expectLedgerConsistent(rt);
  });

  it('a replay of the key answers the same number and PIN; a code cannot confirm a voice top-up', async () => {
    const { guestId, token } = await freshGuest(rt);
    const body = { amount: '500', idempotencyKey: key() };
    const first = await startVoice(token, body);
    expect(await startVoice(token, body)).toEqual(first);
    await expectError(await post('pay/confirm', token, { topUpId: first.topUpId, code: SANDBOX_CONFIRMATION_CODE }), 409, 'CONFLICT');
    expect(await balanceOf(rt, guestId)).toBe(0);
  });

  it('an expired PIN is refused, credits nothing, and the top-up ends declined', async () => {
    const { guestId, token } = await freshGuest(rt);
    const voice = await startVoice(token, { amount: '2000', idempotencyKey: key() });
    // 15 minutes pass at the provider.
    await rt.db.update(sandboxCharges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sandboxCharges.pin, voice.pin));
    expect(await dial(voice.pin)).toBe('expired');
    expect(await dial(voice.pin)).toBe('expired');
    expect(await status(token, voice.topUpId)).toMatchObject({ status: 'declined', declineReason: 'voice_expired', balance: 0 });
    expect(await balanceOf(rt, guestId)).toBe(0);
  });

  it('the settlement job ends a voice top-up whose PIN ran out unpaid', async () => {
    const { token } = await freshGuest(rt);
    const voice = await startVoice(token, { amount: '500', idempotencyKey: key() });
    const past = sql`now() - interval '1 second'`;
    await rt.db.update(sandboxCharges).set({ expiresAt: past }).where(eq(sandboxCharges.pin, voice.pin));
    await rt.db.update(topUps).set({ expiresAt: past }).where(eq(topUps.id, voice.topUpId));
    await settleOpenTopUps(rt.db, sandboxProvider, { olderThanMs: 60_000 });
    const [row] = await rt.db.select().from(topUps).where(eq(topUps.id, voice.topUpId));
    expect([row?.status, row?.declineReason]).toEqual(['declined', 'voice_expired']);
  });

  it('§7 0900-service status: the settlement job tells the guest a PIN ran out (expired) or a call nobody settled paid (paid)', async () => {
    const { guestId, token } = await freshGuest(rt);
    const past = sql`now() - interval '1 second'`;
    const unpaid = await startVoice(token, { amount: '500', idempotencyKey: key() });
    await rt.db.update(sandboxCharges).set({ expiresAt: past }).where(eq(sandboxCharges.pin, unpaid.pin));
    await rt.db.update(topUps).set({ expiresAt: past }).where(eq(topUps.id, unpaid.topUpId));
    // The call reached the provider, but the process that heard it died before settling our top-up.
    const paid = await startVoice(token, { amount: '1000', idempotencyKey: key() });
    expect((await sandboxVoiceCall(rt.db, { phoneNumber: SANDBOX_VOICE_NUMBER, pin: paid.pin })).status).toBe('succeeded');
    await rt.db.update(topUps).set({ expiresAt: past }).where(eq(topUps.id, paid.topUpId));

    const events: { type: string }[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    await settleAndRenew(rt.db, rt.pubsub, 60_000);
    await settleAndRenew(rt.db, rt.pubsub, 60_000);
    stop();
    const statuses = events.filter((e) => e.type === 'service0900Status');
    expect(statuses).toHaveLength(2);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { type: 'service0900Status', topUpId: unpaid.topUpId, status: 'expired', amount: 500 },
        { type: 'service0900Status', topUpId: paid.topUpId, status: 'paid', amount: 1000 },
      ]),
    );
    expect(await balanceOf(rt, guestId)).toBe(1000);
  });

  it('an amount the line does not offer is a 422 and nothing is written', async () => {
    const { guestId, token } = await freshGuest(rt);
    for (const amount of ['700', 1000, '10', '']) {
      await expectError(await post('pay/voice', token, { amount, idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    }
    expect(await rt.db.select().from(topUps).where(eq(topUps.guestId, guestId))).toEqual([]);
  });

  it("another guest's top-up status is a 404, and so is a missing one; a malformed PIN is a 422", async () => {
    const owner = await freshGuest(rt);
    const other = await freshGuest(rt);
    const voice = await startVoice(owner.token);
    await expectError(await get('pay/status', other.token, `?topUpId=${voice.topUpId}`), 404, 'NOT_FOUND');
    await expectError(await get('pay/status', owner.token, '?topUpId=2147483647'), 404, 'NOT_FOUND');
    await expectError(await get('pay/status', owner.token, '?topUpId=abc'), 422, 'VALIDATION_FAILED');
    await expectError(await post('sandbox/voice-call', null, { phoneNumber: SANDBOX_VOICE_NUMBER, pin: '12a' }), 422, 'VALIDATION_FAILED');
  });
});
