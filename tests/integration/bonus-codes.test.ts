import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemBonusResponseSchema } from '@/lib/contracts/bonus';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { redeemBonusCode } from '@/lib/server/bonus/redeem-bonus-code';
import { bonusCodeRedemptions, guestBenefits } from '@/lib/server/db/schema/bonus';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { bonusFixtures, DAY, NOTHING } from './bonus-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { rows, redeem, createCode, balance, writtenFor } = bonusFixtures(() => rt);

describe('redeeming a bonus code credits every §3 benefit kind where it belongs', () => {
  it('money goes to the ledger, counted benefits to vouchers, subscriptions to guest benefits', async () => {
    const { guestId } = await freshGuest(rt);
    const actorId = 7;
    const { code } = await createCode([
      { kind: 'bonusMoney', amount: 500 },
      { kind: 'coins', amount: 100 },
      { kind: 'credits', amount: 25 },
      { kind: 'vipSubscription', days: 7 },
      { kind: 'premiumSubscription', days: 30 },
      { kind: 'videoVoucher', amount: 2 },
      { kind: 'photoVoucher', amount: 3 },
      { kind: 'freeMinutes', minutes: 10, actorId },
      { kind: 'freeMessages', amount: 5 },
      { kind: 'mediaAlbum', albumId: 42 },
      { kind: 'actorSubscription', actorId, days: 30 },
      { kind: 'messengerGifts', amount: 4, actorId },
      { kind: 'liveShow', amount: 1 },
    ]);
    const now = new Date();
    const redeemed = await redeemBonusCode(rt.db, guestId, code.toLowerCase(), now);

    expect(redeemed.code).toBe(code);
    expect(redeemed.currencies.sort()).toEqual(['Coins', 'Credits', 'EUR']);
    expect(await balance(guestId, 'EUR')).toBe(500);
    expect(await balance(guestId, 'Coins')).toBe(100);
    expect(await balance(guestId, 'Credits')).toBe(25);

    const expectedVouchers = [
      { type: VOUCHER_TYPE.video, amount: 2, actorId: null },
      { type: VOUCHER_TYPE.videochat, amount: 600, actorId },
      { type: VOUCHER_TYPE.photoAlbum, amount: 3, actorId: null },
      { type: VOUCHER_TYPE.messages, amount: 5, actorId: null },
      { type: VOUCHER_TYPE.messengerGift, amount: 4, actorId },
      { type: VOUCHER_TYPE.liveShow, amount: 1, actorId: null },
    ];
    expect(redeemed.vouchers).toEqual(expectedVouchers);
    expect(await listGuestVouchers(rt.db, guestId, now)).toEqual(expectedVouchers);

    const benefits = await rt.db
      .select({ kind: guestBenefits.kind, value: guestBenefits.value, actorId: guestBenefits.actorId, mediaId: guestBenefits.mediaId, validTo: guestBenefits.validTo })
      .from(guestBenefits)
      .where(eq(guestBenefits.guestId, guestId))
      .orderBy(asc(guestBenefits.kind));
    expect(benefits).toEqual([
      { kind: 'actorSubscription', value: 30, actorId, mediaId: null, validTo: new Date(now.getTime() + 30 * DAY) },
      { kind: 'mediaAlbum', value: 1, actorId: null, mediaId: 42, validTo: null },
      { kind: 'premium', value: 30, actorId: null, mediaId: null, validTo: new Date(now.getTime() + 30 * DAY) },
      { kind: 'vip', value: 7, actorId: null, mediaId: null, validTo: new Date(now.getTime() + 7 * DAY) },
    ]);
  });

  it('VIP days stack: a second VIP code starts when the running days end', async () => {
    const { guestId } = await freshGuest(rt);
    const first = await createCode([{ kind: 'vipSubscription', days: 7 }]);
    const second = await createCode([{ kind: 'vipSubscription', days: 3 }]);
    const now = new Date();
    await redeemBonusCode(rt.db, guestId, first.code, now);
    await redeemBonusCode(rt.db, guestId, second.code, new Date(now.getTime() + DAY));
    const rows = await rt.db.select({ validTo: guestBenefits.validTo }).from(guestBenefits).where(eq(guestBenefits.guestId, guestId));
    expect(rows.map((r) => r.validTo!.getTime()).sort()).toEqual([now.getTime() + 7 * DAY, now.getTime() + 10 * DAY]);
  });

  it('a voucher expires after its validDays and is then no longer listed', async () => {
    const { guestId } = await freshGuest(rt);
    const { code } = await createCode([{ kind: 'videoVoucher', amount: 1, validDays: 2 }]);
    const now = new Date();
    await redeemBonusCode(rt.db, guestId, code, now);
    expect(await listGuestVouchers(rt.db, guestId, new Date(now.getTime() + DAY))).toEqual([{ type: 1, amount: 1, actorId: null }]);
    expect(await listGuestVouchers(rt.db, guestId, new Date(now.getTime() + 2 * DAY))).toEqual([]);
  });

  it('the redemption and all credits are one transaction: a failing grant leaves nothing behind', async () => {
    const { guestId } = await freshGuest(rt);
    await rt.db.execute(sql`create or replace function bonus_test_refuse() returns trigger language plpgsql as $$
      begin if new.media_id = 999999 then raise exception 'refused by test'; end if; return new; end $$`);
    await rt.db.execute(sql`create trigger bonus_test_refuse before insert on guest_benefits for each row execute function bonus_test_refuse()`);
    try {
      const { code } = await createCode([
        { kind: 'bonusMoney', amount: 700 },
        { kind: 'videoVoucher', amount: 1 },
        { kind: 'mediaAlbum', albumId: 999999 },
      ]);
      await expect(redeemBonusCode(rt.db, guestId, code, new Date())).rejects.toThrow();
      expect(await writtenFor(guestId)).toEqual(NOTHING);
      expect(await balance(guestId, 'EUR')).toBe(0);
    } finally {
      await rt.db.execute(sql`drop trigger bonus_test_refuse on guest_benefits`);
    }
  });
});

describe('POST guest/redeemBonus', () => {
  it('redeems a seeded code and credits its bonus money to the guest balance', async () => {
    const { guestId, token } = await freshGuest(rt);
    const response = await redeem(token, { code: 'welcome5' });
    expect(response.status).toBe(200);
    expect(redeemBonusResponseSchema.parse(await response.json())).toEqual({
      success: true,
      bonus: { code: 'WELCOME5', benefits: [{ kind: 'bonusMoney', amount: 500 }] },
    });
    expect(await balance(guestId, 'EUR')).toBe(500);
  });

  it('a code used twice by one guest is credited once and the second try is a 409', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect((await redeem(token, { code: 'COINS100' })).status).toBe(200);
    const error = await expectError(await redeem(token, { code: ' coins100 ' }), 409, 'BONUS_CODE_USED');
    expect(error.message).toMatch(/already redeemed/);
    expect(await balance(guestId, 'Coins')).toBe(100);
    expect((await writtenFor(guestId)).redemptions).toBe(1);
  });

  it('20 parallel redemptions of one code by one guest credit it once', async () => {
    const { guestId, token } = await freshGuest(rt);
    const { code } = await createCode([
      { kind: 'bonusMoney', amount: 250 },
      { kind: 'freeMessages', amount: 3 },
    ]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem(token, { code })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409)) await expectError(r, 409, 'BONUS_CODE_USED');
    expect(await balance(guestId, 'EUR')).toBe(250);
    expect(await listGuestVouchers(rt.db, guestId)).toEqual([{ type: VOUCHER_TYPE.messages, amount: 3, actorId: null }]);
    expect(await writtenFor(guestId)).toEqual({ redemptions: 1, vouchers: 1, benefits: 0, ledger: 1 });
  });

  it('the (code, guest) key itself refuses a second redemption row, whatever the checks before it', async () => {
    const { guestId } = await freshGuest(rt);
    const { id } = await createCode([{ kind: 'credits', amount: 1 }]);
    await rt.db.insert(bonusCodeRedemptions).values({ codeId: id, guestId });
    const error = await rt.db
      .insert(bonusCodeRedemptions)
      .values({ codeId: id, guestId })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolation(error)).toBe('bonus_code_redemptions_code_guest_key');
  });

  it('an unknown code is a 404 "This code does not exist." and writes nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    const error = await expectError(await redeem(token, { code: 'NO-SUCH-CODE' }), 404, 'BONUS_CODE_UNKNOWN');
    expect(error.message).toBe('This code does not exist.');
    expect(await writtenFor(guestId)).toEqual(NOTHING);
  });

  it('an expired code and a code not valid yet are a 422 and write nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await redeem(token, { code: 'EXPIRED1' }), 422, 'BONUS_CODE_EXPIRED');
    const future = await createCode([{ kind: 'bonusMoney', amount: 100 }], { validFrom: new Date(Date.now() + DAY) });
    await expectError(await redeem(token, { code: future.code }), 422, 'BONUS_CODE_EXPIRED');
    expect(await writtenFor(guestId)).toEqual(NOTHING);
    expect(await balance(guestId, 'EUR')).toBe(0);
  });

  it('a code with max redemptions is a 409 once used up by other guests', async () => {
    const { code } = await createCode([{ kind: 'credits', amount: 10 }], { maxRedemptions: 2 });
    for (let i = 0; i < 2; i += 1) expect((await redeem((await freshGuest(rt)).token, { code })).status).toBe(200);
    const last = await freshGuest(rt);
    await expectError(await redeem(last.token, { code }), 409, 'BONUS_CODE_EXHAUSTED');
    expect(await writtenFor(last.guestId)).toEqual(NOTHING);
  });

  it('a VIP-only code is refused (403) to a guest without VIP days and granted once the guest is VIP', async () => {
    const { guestId, token } = await freshGuest(rt);
    const error = await expectError(await redeem(token, { code: 'VIPVIDEO' }), 403, 'BONUS_CODE_CONDITION');
    expect(error.message).toMatch(/VIP/);
    expect(await writtenFor(guestId)).toEqual(NOTHING);

    expect((await redeem(token, { code: 'VIPWEEK' })).status).toBe(200);
    expect((await redeem(token, { code: 'VIPVIDEO' })).status).toBe(200);
    expect(await listGuestVouchers(rt.db, guestId)).toEqual([{ type: VOUCHER_TYPE.video, amount: 1, actorId: null }]);
  });

  it('a code that requires mobile auth is refused (403) without a verified phone, granted with one', async () => {
    const { guestId, token } = await freshGuest(rt);
    const error = await expectError(await redeem(token, { code: 'MOBILE3' }), 403, 'BONUS_CODE_CONDITION');
    expect(error.message).toMatch(/phone/);
    expect(await writtenFor(guestId)).toEqual(NOTHING);

    // lib/server/db/schema/phone.ts owns this table; the stand-in only matters without its migration.
    await rt.db.execute(sql`create table if not exists phone_verifications (id text primary key, guest_id integer not null,
      phone_number text not null, type text not null, pin_hash text not null, status text not null default 'pending',
      expires_at timestamptz not null, verified_at timestamptz)`);
    const verification = (id: string, type: string, status: string) =>
      rt.db.execute(sql`insert into phone_verifications (id, guest_id, phone_number, type, pin_hash, status, expires_at, verified_at)
        values (${id}, ${guestId}, ${`+49170${guestId}${type.length}`}, ${type}, 'hash', ${status}, now() + interval '10 minutes',
                ${status === 'verified' ? sql`now()` : sql`null`})`);
    await verification(`pending-${guestId}`, 'mobile', 'pending');
    await expectError(await redeem(token, { code: 'MOBILE3' }), 403, 'BONUS_CODE_CONDITION');
    await verification(`landline-${guestId}`, 'landline', 'verified');
    await expectError(await redeem(token, { code: 'MOBILE3' }), 403, 'BONUS_CODE_CONDITION');
    await verification(`mobile-${guestId}`, 'mobile', 'verified');
    expect((await redeem(token, { code: 'MOBILE3' })).status).toBe(200);
    expect(await balance(guestId, 'EUR')).toBe(300);
  });

  it('bad input is a 422 and writes nothing: an empty code, blanks only, no code, a number', async () => {
    const { guestId, token } = await freshGuest(rt);
    for (const body of [{ code: '' }, { code: '   ' }, {}, { code: 5 }, { code: 'x'.repeat(65) }]) {
      await expectError(await redeem(token, body), 422, 'VALIDATION_FAILED');
    }
    expect(await writtenFor(guestId)).toEqual(NOTHING);
  });
});

describe('the ledger stays consistent', () => {
  it('every bonus transaction sums to zero per currency and every balance equals the sum of its entries', async () => {
    const unbalanced = await rows(sql`
      select t.id, a.currency, sum(e.amount) as total
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
       group by t.id, a.currency
      having sum(e.amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const drift = await rows(sql`
      select a.id, a.balance, coalesce(sum(e.amount), 0) as total
        from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
       group by a.id
      having a.balance <> coalesce(sum(e.amount), 0)`);
    expect(drift).toEqual([]);
    const [bonusTx] = await rt.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'bonus-code'));
    expect(bonusTx?.n).toBeGreaterThan(5);
  });

  it('a redemption refused by the service is an AppError with its code (for the REST mapper)', async () => {
    const { guestId } = await freshGuest(rt);
    const error = await redeemBonusCode(rt.db, guestId, 'EXPIRED1', new Date()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe('BONUS_CODE_EXPIRED');
  });
});
