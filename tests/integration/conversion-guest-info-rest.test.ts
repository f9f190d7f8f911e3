import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGuestInfoResponseSchema } from '@/lib/contracts/conversion-guest-info';
import { guestInfoValue } from '@/lib/server/conversion/set-guest-info';
import { guestConversionInfo } from '@/lib/server/db/schema/feedback';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 180_000);
afterAll(() => stopTestRuntime(rt));

const setInfo = (token: string | null, body: unknown) => post('setGuestInfo', token, body, 'conversion');

describe('§7 conversion setGuestInfo {type, value}', () => {
  it('stores one value per guest and type; a later call replaces it', async () => {
    const { guestId, token } = await freshGuest(rt);
    const first = await setInfo(token, { type: 'preferredChatType', value: 'text' });
    expect(first.status).toBe(200);
    expect(setGuestInfoResponseSchema.parse(await first.json()).data.type).toBe('preferredChatType');
    expect((await setInfo(token, { type: 'preferredChatType', value: 'video' })).status).toBe(200);
    expect((await setInfo(token, { type: 'exitIntentSeen', value: true })).status).toBe(200);
    expect(await guestInfoValue(rt.db, guestId, 'preferredChatType')).toBe('video');
    expect(await rt.db.select().from(guestConversionInfo).where(eq(guestConversionInfo.guestId, guestId))).toHaveLength(2);
  });

  it('an unknown type or a value of the wrong shape is 422, a visitor 401 — nothing written', async () => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await setInfo(token, { type: 'favouriteColour', value: 'red' }), 422, 'VALIDATION_FAILED');
    await expectError(await setInfo(token, { type: 'preferredChatType', value: 'fax' }), 422, 'VALIDATION_FAILED');
    await expectError(await setInfo(token, { type: 'tabComebacks', value: -1 }), 422, 'VALIDATION_FAILED');
    await expectError(await setInfo(null, { type: 'exitIntentSeen', value: true }), 401, 'UNAUTHORIZED');
    expect(await rt.db.select().from(guestConversionInfo).where(eq(guestConversionInfo.guestId, guestId))).toEqual([]);
  });
});
