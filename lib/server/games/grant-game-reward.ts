import 'server-only';
import { randomBytes } from 'node:crypto';
import type { GameReward } from '@/lib/contracts/games';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { GrantChanges } from '@/lib/server/daily-bonus/grant-offer';
import type { Tx } from '@/lib/server/db/client';
import { bonusCodes, guestVouchers } from '@/lib/server/db/schema/bonus';
import { insertBenefit } from '@/lib/server/bonus/grant-benefits';
import { DAY_MS } from '@/lib/server/bonus/plan-benefits';
import { postTransaction } from '@/lib/server/wallet/ledger';

/** A won bonus code stays redeemable this long. */
const BONUS_CODE_DAYS = 30;

const VOUCHER_OF: Partial<Record<GameReward['type'], number>> = {
  // §3 reward "video" names no video: it is a video voucher the guest spends on a video of her choice.
  video: VOUCHER_TYPE.video,
  videoVoucher: VOUCHER_TYPE.video,
  spins: VOUCHER_TYPE.spins,
  messengerGift: VOUCHER_TYPE.messengerGift,
};

/**
 * Credits one attempt's reward inside the attempt's transaction (the attempt row exists once, so
 * the reward is credited once): coins through the ledger from the promotions account (keyed by
 * the attempt as well), vouchers as grants, VIP days stacked after running ones, and a bonus code
 * as a personal one-use code of bonus money. Answers the code, if one was issued, and what changed.
 */
export async function grantGameReward(
  tx: Tx,
  input: { guestId: number; attemptId: number; reward: GameReward; now: Date },
): Promise<{ code: string | null; changes: GrantChanges }> {
  const { guestId, attemptId, reward, now } = input;
  const changes: GrantChanges = { currencies: [], vouchers: false, vip: false, purchase: false };
  const source = `game:${attemptId}`;
  const voucherType = VOUCHER_OF[reward.type];
  if (voucherType !== undefined) {
    await tx.insert(guestVouchers).values({ guestId, type: voucherType, amount: reward.amount, actorId: null, validFrom: now, validTo: null, source });
    changes.vouchers = true;
    return { code: null, changes };
  }
  switch (reward.type) {
    case 'coins':
      await postTransaction(tx, {
        kind: 'game-reward',
        idempotencyKey: source,
        memo: { attemptId },
        postings: [
          { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'Coins' }, amount: -reward.amount },
          { account: { ownerType: 'guest', ownerId: guestId, currency: 'Coins' }, amount: reward.amount },
        ],
      });
      changes.currencies = ['Coins'];
      return { code: null, changes };
    case 'vipDays':
      await insertBenefit(tx, guestId, { kind: 'vip', days: reward.amount, actorId: null, mediaId: null }, now);
      changes.vip = true;
      return { code: null, changes };
    default: {
      const code = `WIN-${randomBytes(5).toString('hex').toUpperCase()}`;
      await tx.insert(bonusCodes).values({
        code,
        validFrom: now,
        validTo: new Date(now.getTime() + BONUS_CODE_DAYS * DAY_MS),
        maxRedemptions: 1,
        benefits: [{ kind: 'bonusMoney', amount: reward.amount }],
      });
      return { code, changes };
    }
  }
}
