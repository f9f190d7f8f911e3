import * as z from 'zod';
import { avsStatusSchema } from './avs';
import { conversionChatStateSchema } from './conversion-chat';
import { geoLocationSchema } from '@/lib/geo/geo-location';
import { dataEnvelope } from './envelope';
import { guestVoucherSchema } from './voucher';

/**
 * §3 guest session of the logged-in guest (GET /rest/v1/guest/session). The page loads it once
 * per login into stores/guest-session.ts; afterwards the §4 setters (WebSocket events) keep it
 * current. One-click and auto-recharge amounts and configs come from their own calls.
 */
export const guestSessionSchema = z.object({
  id: z.number().int().positive(),
  /** Only a logged-in guest has a session; anonymous visitors get 401. */
  isLoggedIn: z.literal(true),
  /** The screen name. */
  name: z.string(),
  email: z.string(),
  /** The address is confirmed (the link of the sign-up mail); §7 emailVerified reports the change. */
  isEmailVerified: z.boolean(),
  /** A generated neutral avatar per guest (lib/server/accounts/guest-avatar.ts); null is kept for guests of other sources. */
  avatar: z.string().nullable(),
  /** EUR cents (§9 formatted in balanceFormatted). */
  balance: z.number().int(),
  balanceFormatted: z.string(),
  isPayingCustomer: z.boolean(),
  /** A running VIP subscription or VIP days from a bonus code. */
  isVip: z.boolean(),
  /** §6: VIP counts as TV subscriber. */
  isVXTVAboSubscriber: z.boolean(),
  /** §6 premium guest: TV or VIP, or premium days from a bonus code. */
  isPremium: z.boolean(),
  /** §4: true exactly when avsStatus is accepted. */
  hasAvs: z.boolean(),
  avsStatus: avsStatusSchema,
  avsRejectMessage: z.string().nullable(),
  isLocked: z.boolean(),
  /** restrictionLevel > 0. */
  isRestricted: z.boolean(),
  restrictionLevel: z.number().int().nonnegative(),
  isBlockedForComments: z.boolean(),
  /** restrictionLevel >= 2: the guest settles the open payment before anything else (lib/server/accounts/guest-session.ts). */
  isForcePayment: z.boolean(),
  vouchers: z.array(guestVoucherSchema),
  loyaltyPoints: z.number().int().nonnegative(),
  /** §3 boughtGifts: gift id → quantity the guest owns and sends without paying (§4 gift composer). */
  boughtGifts: z.record(z.string(), z.number().int().nonnegative()),
  /** §7 dataProtection: the current privacy policy or terms still wait for acceptance. */
  showDataProtection: z.boolean(),
  /** §3 "conversion-chat countdown ends" (epoch seconds; §4 candidate / eligible while in the future). */
  conversionChat: conversionChatStateSchema,
  /** §3 geoLocation {lat, long, source, zip}; null until the guest gives a zip or allows the browser's location (§4). */
  geoLocation: geoLocationSchema.nullable(),
  /** §3 testGroups: the guest's group (0 control, 1 variant) in each running A/B test, e.g. §9 test 50. */
  testGroups: z.array(z.object({ testId: z.number().int().positive(), group: z.union([z.literal(0), z.literal(1)]) })).default([]),
  /** §6 this browser is a test device (?testDevice=1): it sees every variant and is not counted. */
  isTestDevice: z.boolean().default(false),
  /** §3 tileGridSettings: grid type → {mode, sort, pageSize} as stored by tileGrid storeTileGridSettings. */
  tileGridSettings: z.record(z.string(), z.object({ mode: z.enum(['grid', 'list']).optional(), sort: z.string().optional(), pageSize: z.number().int().optional() })).default({}),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

// GET /rest/v1/guest/session
export const guestSessionResponseSchema = dataEnvelope(guestSessionSchema);
export type GuestSessionResponse = z.infer<typeof guestSessionResponseSchema>;
