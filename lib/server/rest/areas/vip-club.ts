import 'server-only';
import * as z from 'zod';
import type { Vip30HistoryResponse, VipBonusDaysResponse } from '@/lib/contracts/vip';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import { vipBonusDays } from '@/lib/server/vip/bonus-days';
import { vip30ValueHistory } from '@/lib/server/vip/vip30-value-history';
import { type RestArea, restCall } from '../call';

/** §2/§3 the VIP club (/vipclub/): the VIP30 value history and the guest's bonus days. */
export const vipClubArea: RestArea = {
  // GET /rest/v1/vipClub/valueHistory – what VIP30 gave in each of the last 12 months (optional qmday/qmdate)
  valueHistory: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object(testDayInput),
    handler: async (input, { db }): Promise<Vip30HistoryResponse> => ({ success: true, data: await vip30ValueHistory(db, requestNow(input)) }),
  }),

  // GET /rest/v1/vipClub/bonusDays – the VIP days granted to the guest, their total and end
  bonusDays: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object(testDayInput),
    handler: async (input, { db, guest }): Promise<VipBonusDaysResponse> => ({ success: true, data: await vipBonusDays(db, guest.guestId, requestNow(input)) }),
  }),
};
