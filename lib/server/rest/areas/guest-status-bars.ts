import 'server-only';
import * as z from 'zod';
import { removeStatusBarInputSchema } from '@/lib/contracts/status-bars';
import { listStatusBars } from '@/lib/server/status-bars/list-status-bars';
import { runtime } from '@/lib/server/runtime';
import { removeStatusBar } from '@/lib/server/status-bars/remove-status-bar';
import { type RestArea, restCall } from '../call';

/** §3 status bars in the §7 guest area: the server-side bars, and closing one when the page has no socket. */
export const guestStatusBarCalls: RestArea = {
  // GET /rest/v1/guest/statusBars – the guest's active server-side bars, newest first
  statusBars: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: { statusBars: await listStatusBars(db, guest.guestId) } }),
  }),

  // POST /rest/v1/guest/removeStatusBar {statusBar} – the §7 removeStatusBar fallback (404 another guest's)
  removeStatusBar: restCall({
    method: 'POST',
    auth: 'guest',
    input: removeStatusBarInputSchema,
    handler: async ({ statusBar }, { db, guest }) => {
      const { removed } = await removeStatusBar(db, runtime().pubsub, guest.guestId, statusBar);
      return { success: true, data: { statusBar: String(statusBar), removed } };
    },
  }),
};
