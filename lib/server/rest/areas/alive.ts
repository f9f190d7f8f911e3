import 'server-only';
import * as z from 'zod';
import { checkHealth } from '@/lib/server/operator/health';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';

/**
 * §7 misc alive: the health check a load balancer polls. Public and never cached; a 503 names
 * what is down (it is the health answer itself, not an error path, so no error envelope).
 */
export const aliveArea: RestArea = {
  // GET /rest/v1/alive – 200 {ok: true, db: 'up', hub: 'up'} or 503 with what is down
  '': restCall({
    method: 'GET',
    auth: 'none',
    // Whatever a load balancer appends (cache busters) is ignored, never a 422.
    input: z.object({}),
    handler: async (_input, { db }) => {
      const health = await checkHealth(db, runtime().hub !== undefined);
      return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
};
