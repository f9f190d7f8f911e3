import 'server-only';
import { type PhoneType, phoneTypes, pincallErrorCodes } from '@/lib/contracts/pincall';
import { pincallError } from './pincall-error';

/** E.164: '+', a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** §8 code 2: calling codes we do not call (+999 is unassigned: the test case). */
const BLOCKED_COUNTRY_PREFIXES = ['+999'];

/** §8 code 5: numbers we never call. +44 7700 900xxx is Ofcom's range for drama, never a real line. */
const BLACKLISTED_PREFIXES = ['+447700900'];

/** The number as E.164, with spaces, dashes, dots and brackets a guest may type removed. */
export function parsePhoneNumber(input: string): string {
  const phoneNumber = input.replace(/[\s\-().]/g, '');
  if (!E164.test(phoneNumber)) throw pincallError(pincallErrorCodes.INVALID_PHONE_NUMBER);
  if (BLOCKED_COUNTRY_PREFIXES.some((prefix) => phoneNumber.startsWith(prefix))) {
    throw pincallError(pincallErrorCodes.COUNTRY_NOT_ALLOWED);
  }
  if (BLACKLISTED_PREFIXES.some((prefix) => phoneNumber.startsWith(prefix))) {
    throw pincallError(pincallErrorCodes.PHONE_NUMBER_BLACKLISTED);
  }
  return phoneNumber;
}

export function parsePhoneType(input: string): PhoneType {
  const type = phoneTypes.find((t) => t === input);
  if (!type) throw pincallError(pincallErrorCodes.INVALID_VERIFICATION_TYPE);
  return type;
}
