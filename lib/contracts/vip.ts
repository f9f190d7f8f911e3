import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { moneySchema } from './money';

/**
 * §7 VIP30 value history: what the VIP30 offer gave in one Berlin month — its videos (the vip30
 * videos released that month) and the sum of their prices, what a guest without VIP would pay.
 */
export const vip30MonthSchema = z.object({
  /** The Berlin month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  videos: z.number().int().nonnegative(),
  value: moneySchema,
});
export type Vip30Month = z.infer<typeof vip30MonthSchema>;

/** The 12 months before the (test) day's month, newest first. */
export const vip30HistorySchema = z.object({ months: z.array(vip30MonthSchema) });
export type Vip30History = z.infer<typeof vip30HistorySchema>;
export const vip30HistoryResponseSchema = dataEnvelope(vip30HistorySchema);
export type Vip30HistoryResponse = z.infer<typeof vip30HistoryResponseSchema>;

/** One grant of VIP days (daily bonus, bonus code, game or event reward): how many days, when, until when. */
export const vipBonusDaysEntrySchema = z.object({
  days: z.number().int().positive(),
  grantedAt: z.string(),
  /** null: permanent. */
  validTo: z.string().nullable(),
});

/** §3 the guest's bonus days: every grant, newest first, and until when they make the guest VIP. */
export const vipBonusDaysSchema = z.object({
  totalDays: z.number().int().nonnegative(),
  /** The end of the running bonus days; null when none run (or one is permanent: `permanent`). */
  activeUntil: z.string().nullable(),
  permanent: z.boolean(),
  grants: z.array(vipBonusDaysEntrySchema),
});
export type VipBonusDays = z.infer<typeof vipBonusDaysSchema>;
export const vipBonusDaysResponseSchema = dataEnvelope(vipBonusDaysSchema);
export type VipBonusDaysResponse = z.infer<typeof vipBonusDaysResponseSchema>;
