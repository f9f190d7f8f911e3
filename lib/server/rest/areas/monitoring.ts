import 'server-only';
import { noOperatorInputSchema } from '@/lib/contracts/operator';
import { countOnlineActors } from '@/lib/server/operator/online-actors';
import { type RestArea, restCall } from '../call';

/** §7 monitoring (operator only, §6). */
export const monitoringArea: RestArea = {
  // GET /rest/v1/monitoring/monitoringActors/onlineActorsAmount – how many performers are online
  'monitoringActors/onlineActorsAmount': restCall({
    method: 'GET',
    auth: 'operator',
    input: noOperatorInputSchema,
    handler: async (_input, { db }) => ({ success: true, data: { onlineActorsAmount: await countOnlineActors(db) } }),
  }),
};
