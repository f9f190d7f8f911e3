import 'server-only';
import { type PincallErrorCode, pincallErrorCodes } from '@/lib/contracts/pincall';
import { AppError, isAppError } from '@/lib/server/errors';

const messages: Record<PincallErrorCode, string> = {
  1: 'The phone number is not valid.',
  2: 'Phone numbers of this country are not allowed.',
  3: 'The verification type is not valid.',
  4: 'The verification timed out.',
  5: 'The phone number is blacklisted.',
  6: 'The phone number is already verified by another account.',
  7: 'The verification does not exist.',
  8: 'The code is not valid.',
  9: 'The attempt limit is reached.',
  10: 'The verification failed.',
};

/** §8 phone pin-call failure: PINCALL_FAILED (422) with the §8 code in details.errorCode. */
export function pincallError(errorCode: PincallErrorCode): AppError {
  return new AppError('PINCALL_FAILED', messages[errorCode], { errorCode });
}

/** The §8 code of a pin-call failure; anything else thrown is UNKNOWN (§8 "else UNKNOWN"). */
export function pincallErrorCode(error: unknown): PincallErrorCode {
  if (isAppError(error) && error.code === 'PINCALL_FAILED') {
    const code = (error.details as { errorCode?: unknown } | undefined)?.errorCode;
    if (typeof code === 'number' && code in messages) return code as PincallErrorCode;
  }
  return pincallErrorCodes.UNKNOWN;
}
