import * as z from 'zod';
import { locales } from '@/i18n/routing';
import { dataEnvelope, errorBodySchema } from './envelope';

export const phoneTypes = ['mobile', 'landline'] as const;
export type PhoneType = (typeof phoneTypes)[number];

/** §9: 6 digits for mobile numbers, 5 for fixed lines (landline). */
export const pinLengths = { mobile: 6, landline: 5 } as const satisfies Record<PhoneType, number>;

/** §8 phone pin-call codes, sent as `error.errorCode` with PINCALL_FAILED (422). */
export const pincallErrorCodes = {
  INVALID_PHONE_NUMBER: 1,
  COUNTRY_NOT_ALLOWED: 2,
  INVALID_VERIFICATION_TYPE: 3,
  VERIFICATION_TIMEOUT: 4,
  PHONE_NUMBER_BLACKLISTED: 5,
  PHONE_NUMBER_NOT_UNIQUE: 6,
  ID_DOES_NOT_EXIST: 7,
  INVALID_CODE: 8,
  ATTEMPT_LIMIT_REACHED: 9,
  UNKNOWN: 10,
} as const;
export type PincallErrorCode = (typeof pincallErrorCodes)[keyof typeof pincallErrorCodes];

// Phone number and type are checked by the service, not here: a bad one is §8 code 1 or 3, not a generic 422.

// POST /rest/v1/guest/pincall/start {phoneNumber (E.164), type, language}
export const pincallStartInputSchema = z.object({
  phoneNumber: z.string().max(64),
  type: z.string().max(32),
  /** The language the call speaks the pin in. */
  language: z.enum(locales),
});
export type PincallStartInput = z.infer<typeof pincallStartInputSchema>;
export const pincallStartResponseSchema = dataEnvelope(z.object({ id: z.string(), pinLength: z.number().int() }));
export type PincallStartResponse = z.infer<typeof pincallStartResponseSchema>;

// POST /rest/v1/guest/pincall/verify {id, type, pin}
export const pincallVerifyInputSchema = z.object({ id: z.string().max(64), type: z.string().max(32), pin: z.string().max(32) });
export type PincallVerifyInput = z.infer<typeof pincallVerifyInputSchema>;
export const pincallVerifyResponseSchema = dataEnvelope(z.object({ verified: z.literal(true) }));
export type PincallVerifyResponse = z.infer<typeof pincallVerifyResponseSchema>;

/** The error body of both calls: the one error body plus the §8 code. */
export const pincallErrorBodySchema = errorBodySchema.extend({
  error: errorBodySchema.shape.error.extend({ errorCode: z.number().int().min(1).max(10) }),
});
export type PincallErrorBody = z.infer<typeof pincallErrorBodySchema>;

// GET /rest/v1/guest/pincall/status – the guest's verified number (masked: +49 ••• 4567) or null
export const pincallStatusResponseSchema = dataEnvelope(z.object({ verified: z.boolean(), phoneNumber: z.string().nullable(), verifiedAt: z.string().nullable() }));
export type PincallStatus = z.infer<typeof pincallStatusResponseSchema>['data'];
