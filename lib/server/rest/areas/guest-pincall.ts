import 'server-only';
import {
  type PincallErrorBody,
  type PincallStartResponse,
  type PincallVerifyResponse,
  pincallStartInputSchema,
  pincallVerifyInputSchema,
} from '@/lib/contracts/pincall';
import { isAppError } from '@/lib/server/errors';
import { toErrorBody } from '@/lib/server/http/error-response';
import { currentPhoneVerifier } from '@/lib/server/phone/current-phone-verifier';
import { pincallErrorCode } from '@/lib/server/phone/pincall-error';
import { pincallStatus } from '@/lib/server/phone/pincall-status';
import { startPincall } from '@/lib/server/phone/start-pincall';
import { verifyPincall } from '@/lib/server/phone/verify-pincall';
import * as z from 'zod';
import { type RestArea, restCall } from '../call';

/**
 * §8 "Pincall error: first error's errorCode passed on": the one error body plus
 * error.errorCode. (The shared mapper passes no details but issues, hence this wrapper.)
 */
async function withPincallErrorCode<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error) || error.code !== 'PINCALL_FAILED') throw error;
    const { status, body } = toErrorBody(error);
    const answer: PincallErrorBody = { ...body, error: { ...body.error, errorCode: pincallErrorCode(error) } };
    return Response.json(answer, { status });
  }
}

/** Phone verification (pincall) of the §7 guest service. */
export const guestPincallCalls: RestArea = {
  // POST /rest/v1/guest/pincall/start {phoneNumber, type, language} – call the number with a pin (§9: 6 digits mobile, 5 landline)
  'pincall/start': restCall({
    method: 'POST',
    auth: 'guest',
    input: pincallStartInputSchema,
    handler: (input, { db, guest }) =>
      withPincallErrorCode(
        async (): Promise<PincallStartResponse> => ({
          success: true,
          data: await startPincall(db, currentPhoneVerifier(), guest.guestId, input),
        }),
      ),
  }),

  // POST /rest/v1/guest/pincall/verify {id, type, pin} – the pin the call spoke marks the number verified
  'pincall/verify': restCall({
    method: 'POST',
    auth: 'guest',
    input: pincallVerifyInputSchema,
    handler: (input, { db, guest }) =>
      withPincallErrorCode(
        async (): Promise<PincallVerifyResponse> => ({ success: true, data: await verifyPincall(db, guest.guestId, input) }),
      ),
  }),

  // GET /rest/v1/guest/pincall/status – {verified, phoneNumber (masked), verifiedAt}
  'pincall/status': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await pincallStatus(db, guest.guestId) }),
  }),
};
