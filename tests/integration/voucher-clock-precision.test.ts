import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { voucherSecondsLeft } from '@/lib/server/chat/chat-vouchers';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { spendVoucher } from '@/lib/server/purchases/spend-voucher';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

/**
 * A §3 voucher is usable from the moment it is granted. Its valid_from is the database's now();
 * the code asks with the app's clock, a JavaScript Date of milliseconds. PostgreSQL stamps
 * microseconds (PGlite milliseconds): asked at the very millisecond of the grant (the moment as
 * the app reads it back), the voucher must count, on both engines.
 */
let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

async function grantNow(type: number, amount: number): Promise<{ guestId: number; grantedAt: Date }> {
  const { guestId } = await freshGuest(rt);
  const [row] = await rt.db.insert(guestVouchers).values({ guestId, type, amount, source: 'test' }).returning({ validFrom: guestVouchers.validFrom });
  if (!row) throw new Error('no voucher');
  return { guestId, grantedAt: row.validFrom };
}

describe('§3 vouchers are valid from the millisecond they were granted', () => {
  it('chat seconds, the session list and a purchase all see a voucher asked for at its grant moment', async () => {
    const chat = await grantNow(VOUCHER_TYPE.videochat, 30);
    expect(await voucherSecondsLeft(rt.db, { guestId: chat.guestId, actorId: 1, now: chat.grantedAt })).toBe(30);
    expect(await listGuestVouchers(rt.db, chat.guestId, chat.grantedAt)).toEqual([{ type: VOUCHER_TYPE.videochat, amount: 30, actorId: null }]);

    const video = await grantNow(VOUCHER_TYPE.video, 1);
    const spent = await rt.db.transaction((tx) => spendVoucher(tx, { guestId: video.guestId, type: VOUCHER_TYPE.video, actorId: 1, now: video.grantedAt }));
    expect(spent).not.toBeNull();
  });

  it('a voucher granted after the moment asked for is not valid yet', async () => {
    const chat = await grantNow(VOUCHER_TYPE.videochat, 30);
    const before = new Date(chat.grantedAt.getTime() - 1);
    expect(await voucherSecondsLeft(rt.db, { guestId: chat.guestId, actorId: 1, now: before })).toBe(0);
  });
});
