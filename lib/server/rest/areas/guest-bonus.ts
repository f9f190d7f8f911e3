import 'server-only';
import * as z from 'zod';
import { type RedeemBonusResponse, redeemBonusInputSchema } from '@/lib/contracts/bonus';
import type { GuestVouchersResponse } from '@/lib/contracts/voucher';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { redeemBonusCode } from '@/lib/server/bonus/redeem-bonus-code';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { runtime } from '@/lib/server/runtime';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { type RestArea, restCall } from '../call';

/** §7 events after a redemption: bonusCodeRedeemed, and guestBalance / guestVouchers / VIP and TV updates when they changed. */
async function publishRedemption(db: DbOrTx, guestId: number, redeemed: Awaited<ReturnType<typeof redeemBonusCode>>): Promise<void> {
  const { pubsub } = runtime();
  await publishToGuest(pubsub, guestId, { type: 'bonusCodeRedeemed', code: redeemed.code });
  if (redeemed.currencies.includes('EUR')) await afterBalanceChange(db, pubsub, guestId);
  if (redeemed.vouchers) await publishToGuest(pubsub, guestId, { type: 'guestVouchers', vouchers: redeemed.vouchers });
  // VIP or premium days change the §6 roles: the page reacts as to any VIP/TV update (§4).
  if (redeemed.benefits.some((benefit) => benefit.kind === 'vipSubscription' || benefit.kind === 'premiumSubscription')) {
    await publishSubscriptionState(db, pubsub, guestId);
  }
}

/** The bonus-code and voucher calls of the §7 guest area. */
export const guestBonusCalls: RestArea = {
  // POST /rest/v1/guest/redeemBonus {code} – redeems a bonus code once per guest and credits its benefits
  redeemBonus: restCall({
    method: 'POST',
    auth: 'guest',
    input: redeemBonusInputSchema,
    handler: async ({ code }, { db, guest }): Promise<RedeemBonusResponse> => {
      const redeemed = await redeemBonusCode(db, guest.guestId, code, new Date());
      await publishRedemption(db, guest.guestId, redeemed);
      return { success: true, bonus: { code: redeemed.code, benefits: redeemed.benefits } };
    },
  }),

  // GET /rest/v1/guest/vouchers – §3 guest session vouchers valid now, summed per type and actor
  vouchers: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }): Promise<GuestVouchersResponse> => ({
      success: true,
      data: { vouchers: await listGuestVouchers(db, guest.guestId, new Date()) },
    }),
  }),
};
