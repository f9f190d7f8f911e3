import 'server-only';
import { z } from 'zod';
import { type RedeemBonusResponse, redeemBonusInputSchema } from '@/lib/contracts/bonus';
import type { GuestVouchersResponse } from '@/lib/contracts/voucher';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { redeemBonusCode } from '@/lib/server/bonus/redeem-bonus-code';
import { type RestArea, restCall } from '../call';

/** The bonus-code and voucher calls of the §7 guest area. */
export const guestBonusCalls: RestArea = {
  // POST /rest/v1/guest/redeemBonus {code} – redeems a bonus code once per guest and credits its benefits
  redeemBonus: restCall({
    method: 'POST',
    auth: 'guest',
    input: redeemBonusInputSchema,
    handler: async ({ code }, { db, guest }): Promise<RedeemBonusResponse> => {
      const redeemed = await redeemBonusCode(db, guest.guestId, code, new Date());
      // `redeemed` carries what the §7 bonusCodeRedeemed, guestBalance and guestVouchers events
      // need; they are published here once the WebSocket work adds them.
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
