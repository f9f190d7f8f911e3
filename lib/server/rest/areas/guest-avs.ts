import 'server-only';
import * as z from 'zod';
import {
  type AvsPayRequestResponse,
  type AvsSandboxDecideResponse,
  type AvsStatusResponse,
  avsPayRequestInputSchema,
  avsSandboxDecideInputSchema,
} from '@/lib/contracts/avs';
import { avsState } from '@/lib/server/avs/avs-state';
import { currentAgeVerifier } from '@/lib/server/avs/current-age-verifier';
import { requestAgeVerification } from '@/lib/server/avs/request-age-verification';
import { SandboxAgeVerifier } from '@/lib/server/avs/sandbox-age-verifier';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';

/** Age verification (avs) of the §7 guest service. */
export const guestAvsCalls: RestArea = {
  // POST /rest/v1/guest/avs/payRequest {forwardUrl} – open an age check; the guest goes to checkUrl
  'avs/payRequest': restCall({
    method: 'POST',
    auth: 'guest',
    input: avsPayRequestInputSchema,
    handler: async ({ forwardUrl }, { db, guest }): Promise<AvsPayRequestResponse> => ({
      success: true,
      data: await requestAgeVerification(db, currentAgeVerifier(), guest.guestId, { forwardUrl }),
    }),
  }),

  // GET /rest/v1/guest/avs/status – the guest's §4 avs status and the last rejection's message
  'avs/status': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }): Promise<AvsStatusResponse> => ({ success: true, data: await avsState(db, guest.guestId) }),
  }),

  // POST /rest/v1/guest/avs/sandbox/decide {verificationId, decision, reason?} – the sandbox check page's answer
  'avs/sandbox/decide': restCall({
    method: 'POST',
    // The provider's own callback, not the guest's: knowing the random verification id is the key.
    auth: 'none',
    input: avsSandboxDecideInputSchema,
    handler: async ({ verificationId, decision, reason }, { db }): Promise<AvsSandboxDecideResponse> => {
      const verifier = currentAgeVerifier();
      if (!(verifier instanceof SandboxAgeVerifier)) throw new AppError('UNKNOWN_CALL', 'Unknown call guest/avs/sandbox/decide.');
      return { success: true, data: await verifier.decide(db, runtime().pubsub, verificationId, decision, reason) };
    },
  }),
};
