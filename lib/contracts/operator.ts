import * as z from 'zod';
import { dbIdSchema as id } from './db-id';

/** POST internal/login (§6 operator role): the operator's own credentials, never a guest's. */
export const operatorLoginInputSchema = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(200),
});

/** POST internal/grantMessengerGifts: `quantity` of one messenger gift into the guest's §3 boughtGifts. */
export const grantMessengerGiftsInputSchema = z.object({
  guestId: id,
  giftId: id,
  quantity: z.number().int().min(1).max(1000),
});

/** Calls that take no input refuse unknown fields, so a typo is a 422 and not silently ignored. */
export const noOperatorInputSchema = z.object({}).strict();
