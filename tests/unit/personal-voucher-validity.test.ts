import { describe, expect, it } from 'vitest';
import { usableByType, type VoucherRow, vouchersLeft } from '@/lib/server/personal/voucher-validity';

const DAY = 86_400_000;
const now = new Date('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const row = (over: Partial<VoucherRow>): VoucherRow => ({ type: 1, actorId: null, amount: 1, validFrom: at(-1), validTo: null, ...over });

describe('vouchers left with their validity (§3 benefits)', () => {
  it('lists a grant valid now as it is', () => {
    expect(vouchersLeft([row({ amount: 2, validTo: at(5) })], now)).toEqual([row({ amount: 2, validTo: at(5) })]);
  });

  it('leaves out expired grants and grants used up', () => {
    const rows = [row({ amount: 3, validFrom: at(-10), validTo: at(-1) }), row({ type: 4, amount: 1 }), row({ type: 4, amount: -1 })];
    expect(vouchersLeft(rows, now)).toEqual([]);
  });

  it('uses spend the grant that expires first: what is left sits on the grants that expire last', () => {
    const soon = row({ amount: 2, validTo: at(2) });
    const later = row({ amount: 2, validTo: at(20) });
    const never = row({ amount: 1, validTo: null });
    const used = row({ amount: -3 });
    expect(vouchersLeft([soon, later, never, used], now)).toEqual([{ ...later, amount: 1 }, never]);
  });

  it('keeps types and performers apart and lists grants that start later', () => {
    const upcoming = row({ type: 10, amount: 5, validFrom: at(3) });
    const forActor = row({ amount: 1, actorId: 7 });
    const anyActor = row({ amount: 2 });
    const left = vouchersLeft([upcoming, forActor, anyActor], now);
    expect(left).toEqual([anyActor, forActor, upcoming]);
    expect(usableByType(left, now)).toEqual(new Map([[1, 3]]));
  });
});
