import 'server-only';
import * as z from 'zod';
import { log } from '@/lib/server/log';
import { type RestArea, restCall } from '../call';

/**
 * §7 logger area: browsers report connectivity and WebSocket failures (§8: "logged to the
 * server as connection closed or pong missing"). Written to the server log, never stored.
 */
export const loggerArea: RestArea = {
  // POST /rest/v1/logger/browserOnline – the browser went online or offline
  browserOnline: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({ status: z.enum(['online', 'offline']) }),
    handler: async ({ status }, { guest, ver }) => {
      log.info(`browser ${status}`, { guestId: guest?.guestId ?? null, ver });
      return { success: true };
    },
  }),

  // POST /rest/v1/logger/websocketConnectionError – connection closed (1002…) or pong missing (4000)
  websocketConnectionError: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({
      connectionAttempt: z.number().int().nonnegative().max(1_000_000),
      error: z.string().max(500),
      errorCode: z.number().int().min(0).max(4999),
      errorReason: z.string().max(500).default(''),
      websocketType: z.string().max(50).default('session'),
    }),
    handler: async (input, { guest, ver }) => {
      log.warn('websocket connection error', { ...input, guestId: guest?.guestId ?? null, ver });
      return { success: true };
    },
  }),

  // POST /rest/v1/logger/vxmessengerError – the messenger page hit an error (§7 vxmessengerError {message})
  vxmessengerError: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({ message: z.string().min(1).max(2000) }),
    handler: async ({ message }, { guest, ver }) => {
      log.warn('messenger error', { message, guestId: guest?.guestId ?? null, ver });
      return { success: true };
    },
  }),
};
