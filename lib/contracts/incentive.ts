import * as z from 'zod';
import { type AppPathname, pathnames } from '@/i18n/routing';
import { dataEnvelope } from './envelope';
import { incentiveEvents, incentiveRegions, incentiveTypes, UNIQUE_GROUP } from './incentive-codes';

export * from './incentive-codes';

/**
 * §3 Incentive and the §7 conversion area. An incentive is an offer the page shows on its own
 * (a bar under the header, a card in the corner) that leads to a real flow: sign-up, top-up, VIP.
 * The server decides which from the guest's real state (lib/server/conversion/); the browser keeps
 * them by the §4 rules (lib/incentives/incentive-rules.ts).
 */
export const incentiveSchema = z.object({
  region: z.enum(incentiveRegions),
  type: z.enum(incentiveTypes),
  event: z.enum(incentiveEvents),
  /** Higher first (§4 sorted by priority descending). */
  priority: z.number().int(),
  /** Seconds left at countdownStartTime; null: nothing ends, no countdown. */
  countdown: z.number().int().nonnegative().nullable(),
  /** Epoch seconds the countdown was measured at; null without a countdown. */
  countdownStartTime: z.number().int().nonnegative().nullable(),
  /** §9: a dismissed group can be blocked for 30 days (cookie). */
  uniqueGroup: z.string().regex(UNIQUE_GROUP),
});
export type Incentive = z.infer<typeof incentiveSchema>;

const routeNames = Object.keys(pathnames) as [AppPathname, ...AppPathname[]];

// POST /rest/v1/conversion/getPageLoadIncentives {routeName, routeArgs}
export const pageLoadIncentivesInputSchema = z.object({
  /** The internal pathname of i18n/routing.ts, e.g. '/amateur/[actorName]/video/[videoId]'. */
  routeName: z.enum(routeNames),
  /** The route's params without brackets, e.g. { actorName: 'lunasky', videoId: '100001' }. */
  routeArgs: z
    .record(z.string().regex(/^[A-Za-z]{1,32}$/), z.string().min(1).max(200))
    .refine((args) => Object.keys(args).length <= 8, 'At most 8 route arguments.')
    .default({}),
});
export type PageLoadIncentivesInput = z.input<typeof pageLoadIncentivesInputSchema>;

/** §3 payment-overlay options the incentives' flows open with: the performer of the page as `host`. */
export const vxpayConfigSchema = z.object({ host: z.string().max(128).nullable() });
export type VxpayConfig = z.infer<typeof vxpayConfigSchema>;

export const pageLoadIncentivesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ incentives: z.array(incentiveSchema) }),
  vxpayConfig: vxpayConfigSchema,
  /** What was offered where, for the operator's statistics. */
  trackingData: z.object({ routeName: z.string(), incentiveTypes: z.array(z.enum(incentiveTypes)) }),
});
export type PageLoadIncentivesResponse = z.infer<typeof pageLoadIncentivesResponseSchema>;

/** §4 "Hiding the refill window removes that type": for a day or a week, on every device. */
export const refillHideIntervals = ['day', 'week'] as const;
export type RefillHideInterval = (typeof refillHideIntervals)[number];

// POST /rest/v1/conversion/setRefillWindowHidden {incentiveType, interval}
export const setRefillWindowHiddenInputSchema = z.object({
  incentiveType: z.literal('refill'),
  interval: z.enum(refillHideIntervals),
});
export type SetRefillWindowHiddenInput = z.infer<typeof setRefillWindowHiddenInputSchema>;
export const setRefillWindowHiddenResponseSchema = dataEnvelope(z.object({ success: z.literal(true), hiddenUntil: z.iso.datetime() }));
export type SetRefillWindowHiddenResponse = z.infer<typeof setRefillWindowHiddenResponseSchema>;

/** How an incentive was closed: the guest took the offer, or put it away. */
export const closeResults = ['accepted', 'dismissed'] as const;
export type IncentiveResult = (typeof closeResults)[number];

// POST /rest/v1/conversion/closeIncentive {result, incentive}
export const closeIncentiveInputSchema = z.object({
  result: z.enum(closeResults),
  /** The incentive as the page got it; only its type counts (the rest is the server's own word). */
  incentive: z.object({ type: z.enum(incentiveTypes) }),
});
export type CloseIncentiveInput = z.infer<typeof closeIncentiveInputSchema>;
export const closeIncentiveResponseSchema = z.object({ success: z.literal(true) });
export type CloseIncentiveResponse = z.infer<typeof closeIncentiveResponseSchema>;
