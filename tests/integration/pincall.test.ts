import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import {
  type PincallErrorCode,
  pincallErrorBodySchema,
  pincallErrorCodes,
  pincallStartResponseSchema,
  pincallStatusResponseSchema,
  pincallVerifyResponseSchema,
} from '@/lib/contracts/pincall';
import { phoneVerifications } from '@/lib/server/db/schema/phone';
import { isAppError } from '@/lib/server/errors';
import { sandboxPin } from '@/lib/server/phone/sandbox-phone-verifier';
import { startPincall } from '@/lib/server/phone/start-pincall';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;

beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

function post(path: 'start' | 'verify', body: unknown, token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/guest/pincall/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area: 'guest', call: ['pincall', path] }) });
}

async function start(token: string, phoneNumber: string, type = 'mobile') {
  const response = await post('start', { phoneNumber, type, language: 'de' }, token);
  expect(response.status).toBe(200);
  return pincallStartResponseSchema.parse(await response.json()).data;
}

async function verify(token: string, id: string, type: string, pin: string) {
  const response = await post('verify', { id, type, pin }, token);
  expect(response.status).toBe(200);
  return pincallVerifyResponseSchema.parse(await response.json()).data;
}

/** §8: 422 PINCALL_FAILED with the pin-call code as error.errorCode. */
async function expectCode(response: Response, errorCode: PincallErrorCode) {
  expect(response.status).toBe(422);
  const body = pincallErrorBodySchema.parse(await response.json());
  expect(body.error).toMatchObject({ code: 'PINCALL_FAILED', errorCode });
}

/** A verify or start that fails with this §8 code. */
async function verifyFails(token: string, body: { id: string; type: string; pin: string }, errorCode: PincallErrorCode) {
  await expectCode(await post('verify', body, token), errorCode);
}
async function startFails(token: string, phoneNumber: string, type: string, errorCode: PincallErrorCode) {
  await expectCode(await post('start', { phoneNumber, type, language: 'en' }, token), errorCode);
}

let serial = 0;
/** A number no other test uses: +49 170 then 7 digits. */
function newMobile(): string {
  serial += 1;
  return `+49170${String(1_000_000 + serial * 7919).slice(-7)}`;
}

const row = async (id: string) => (await rt.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)))[0]!;

async function status(token: string) {
  const request = new Request('http://localhost/rest/v1/guest/pincall/status/', { headers: { Authorization: `Bearer ${token}` } });
  const response = await GET(request, { params: Promise.resolve({ area: 'guest', call: ['pincall', 'status'] }) });
  expect(response.status).toBe(200);
  return pincallStatusResponseSchema.parse(await response.json()).data;
}

describe('GET /rest/v1/guest/pincall/status (§3 guest session: pincall verifications)', () => {
  it('says nothing is verified until the pin is right, then names the number masked', async () => {
    const { token } = await freshGuest(rt);
    expect(await status(token)).toEqual({ verified: false, phoneNumber: null, verifiedAt: null });
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    expect((await status(token)).verified).toBe(false);
    await verify(token, id, 'mobile', sandboxPin(phoneNumber, 6));
    const after = await status(token);
    expect(after).toMatchObject({ verified: true, phoneNumber: `+49 ••• ${phoneNumber.slice(-4)}` });
    expect(after.phoneNumber).not.toContain(phoneNumber.slice(3, -4));
  });
});

describe('POST /rest/v1/guest/pincall/start and verify (§7 guest service phone verification)', () => {
  it('answer 401 without a guest token', async () => {
    await expectError(await post('start', { phoneNumber: '+4917012345678', type: 'mobile', language: 'de' }), 401, 'UNAUTHORIZED');
    await expectError(await post('verify', { id: 'x', type: 'mobile', pin: '123456' }), 401, 'UNAUTHORIZED');
  });

  it('§9 pin length: 6 digits for a mobile number, 5 for a landline', async () => {
    const { token } = await freshGuest(rt);
    expect((await start(token, newMobile(), 'mobile')).pinLength).toBe(6);
    expect((await start(token, '+49301234567', 'landline')).pinLength).toBe(5);
  });

  it('the sandbox pin is the last pinLength digits of the number, reversed', () => {
    expect(sandboxPin('+4917012345678', 6)).toBe('876543');
    expect(sandboxPin('+49301234567', 5)).toBe('76543');
  });

  it('the sandbox pin verifies the number; the pin is stored only as a hash; verifying again answers the same', async () => {
    const { guestId, token } = await freshGuest(rt);
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    const stored = await row(id);
    expect(stored).toMatchObject({ guestId, phoneNumber, type: 'mobile', status: 'pending', attempts: 0, verifiedAt: null });
    expect(stored.pinHash).not.toContain(sandboxPin(phoneNumber, 6));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(9 * 60_000);

    expect(await verify(token, id, 'mobile', sandboxPin(phoneNumber, 6))).toEqual({ verified: true });
    expect(await row(id)).toMatchObject({ status: 'verified', attempts: 1 });
    expect((await row(id)).verifiedAt).toBeInstanceOf(Date);
    expect(await verify(token, id, 'mobile', sandboxPin(phoneNumber, 6))).toEqual({ verified: true });
  });

  it('a landline verifies with its 5-digit pin; spaces and dashes in the number are ignored', async () => {
    const { token } = await freshGuest(rt);
    const { id, pinLength } = await start(token, '+49 30 123-4599', 'landline');
    expect(pinLength).toBe(5);
    expect((await row(id)).phoneNumber).toBe('+49301234599');
    expect(await verify(token, id, 'landline', '99543')).toEqual({ verified: true });
  });

  it('code 1: a number that is not E.164', async () => {
    const { token } = await freshGuest(rt);
    for (const phoneNumber of ['', '017012345678', '+0170123456', '+49abc1234567', '+12345', '+1234567890123456']) {
      await startFails(token, phoneNumber, 'mobile', pincallErrorCodes.INVALID_PHONE_NUMBER);
    }
  });

  it('code 2: a country we do not call (+999)', async () => {
    const { token } = await freshGuest(rt);
    await startFails(token, '+9991234567', 'mobile', pincallErrorCodes.COUNTRY_NOT_ALLOWED);
  });

  it('code 3: a type other than mobile or landline, at start and at verify; a verify with the other type', async () => {
    const { token } = await freshGuest(rt);
    await startFails(token, newMobile(), 'fax', pincallErrorCodes.INVALID_VERIFICATION_TYPE);
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    await verifyFails(token, { id, type: 'landline', pin: sandboxPin(phoneNumber, 6) }, pincallErrorCodes.INVALID_VERIFICATION_TYPE);
    await verifyFails(token, { id, type: 'MOBILE', pin: sandboxPin(phoneNumber, 6) }, pincallErrorCodes.INVALID_VERIFICATION_TYPE);
    expect((await row(id)).status).toBe('pending');
  });

  it('code 4: the pin is refused after its 10 minutes', async () => {
    const { token } = await freshGuest(rt);
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    await rt.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.id, id));
    await verifyFails(token, { id, type: 'mobile', pin: sandboxPin(phoneNumber, 6) }, pincallErrorCodes.VERIFICATION_TIMEOUT);
    expect((await row(id)).status).toBe('pending');
  });

  it('code 5: a blacklisted number (Ofcom’s drama range +44 7700 900xxx)', async () => {
    const { token } = await freshGuest(rt);
    await startFails(token, '+447700900123', 'mobile', pincallErrorCodes.PHONE_NUMBER_BLACKLISTED);
  });

  it('code 6: a number another guest verified, at start and when the other guest won the race to verify', async () => {
    const first = await freshGuest(rt);
    const second = await freshGuest(rt);
    const phoneNumber = newMobile();
    const pin = sandboxPin(phoneNumber, 6);
    const mine = await start(first.token, phoneNumber);
    const theirs = await start(second.token, phoneNumber);
    await verify(first.token, mine.id, 'mobile', pin);
    await verifyFails(second.token, { id: theirs.id, type: 'mobile', pin }, pincallErrorCodes.PHONE_NUMBER_NOT_UNIQUE);
    await startFails(second.token, phoneNumber, 'mobile', pincallErrorCodes.PHONE_NUMBER_NOT_UNIQUE);
    // The owner may verify their own number again: the older row steps aside.
    const again = await start(first.token, phoneNumber);
    await verify(first.token, again.id, 'mobile', pin);
    expect((await row(mine.id)).status).toBe('superseded');
    expect((await row(again.id)).status).toBe('verified');
  });

  it('code 7: an unknown id, or another guest’s', async () => {
    const owner = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    const phoneNumber = newMobile();
    const { id } = await start(owner.token, phoneNumber);
    await verifyFails(owner.token, { id: 'no-such-id', type: 'mobile', pin: '123456' }, pincallErrorCodes.ID_DOES_NOT_EXIST);
    await verifyFails(stranger.token, { id, type: 'mobile', pin: sandboxPin(phoneNumber, 6) }, pincallErrorCodes.ID_DOES_NOT_EXIST);
    expect((await row(id)).attempts).toBe(0);
  });

  it('code 8 for a wrong pin; the fifth wrong pin is code 9 and then even the right pin is refused', async () => {
    const { token } = await freshGuest(rt);
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    for (let k = 1; k <= 4; k += 1) {
      await verifyFails(token, { id, type: 'mobile', pin: '000000' }, pincallErrorCodes.INVALID_CODE);
      expect((await row(id)).attempts).toBe(k);
    }
    await verifyFails(token, { id, type: 'mobile', pin: 'abc' }, pincallErrorCodes.ATTEMPT_LIMIT_REACHED);
    await verifyFails(token, { id, type: 'mobile', pin: sandboxPin(phoneNumber, 6) }, pincallErrorCodes.ATTEMPT_LIMIT_REACHED);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 5 });
  });

  it('the right pin after four wrong ones still verifies', async () => {
    const { token } = await freshGuest(rt);
    const phoneNumber = newMobile();
    const { id } = await start(token, phoneNumber);
    for (let k = 0; k < 4; k += 1) await verifyFails(token, { id, type: 'mobile', pin: '111111' }, pincallErrorCodes.INVALID_CODE);
    expect(await verify(token, id, 'mobile', sandboxPin(phoneNumber, 6))).toEqual({ verified: true });
  });

  it('code 10 when the provider fails without a §8 code; no verification is stored', async () => {
    const { guestId } = await freshGuest(rt);
    const failing = { provider: 'broken', callWithPin: () => Promise.reject(new Error('line busy')) };
    const error = await startPincall(rt.db, failing, guestId, { phoneNumber: newMobile(), type: 'mobile', language: 'en' }).catch((e: unknown) => e);
    expect(isAppError(error) && error.details).toEqual({ errorCode: pincallErrorCodes.UNKNOWN });
    expect(await rt.db.select().from(phoneVerifications).where(eq(phoneVerifications.guestId, guestId))).toEqual([]);
  });

  it('missing fields or an unknown language are a plain 422 (the client reports UNKNOWN)', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await post('start', { phoneNumber: newMobile(), type: 'mobile', language: 'fr' }, token), 422, 'VALIDATION_FAILED');
    await expectError(await post('verify', { id: 'x', type: 'mobile' }, token), 422, 'VALIDATION_FAILED');
  });
});
