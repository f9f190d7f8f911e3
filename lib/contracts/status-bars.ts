import * as z from 'zod';
import { dbIdSchema } from './db-id';
import { dataEnvelope } from './envelope';

/**
 * §3 "Other states": the status bars under the header. The server stores the bars an event
 * creates (below); the page derives the others from the session and §3 short-code cookies
 * (components/status-bars/status-bar-rules.ts decides which one shows).
 */
export const SERVER_STATUS_BAR_KINDS = ['avsAccepted', 'autoRecharge', 'cancellationOffer', 'monthlyBonus'] as const;
export const serverStatusBarKindSchema = z.enum(SERVER_STATUS_BAR_KINDS);
export type ServerStatusBarKind = z.infer<typeof serverStatusBarKindSchema>;

/** What a bar's text names: an amount in EUR cents (recharge, bonus), a subscription (offer). */
export const statusBarParamsSchema = z.object({
  amount: z.number().int().min(0).optional(),
  subscriptionId: dbIdSchema.optional(),
});
export type StatusBarParams = z.infer<typeof statusBarParamsSchema>;

export const serverStatusBarSchema = z.object({
  id: dbIdSchema,
  kind: serverStatusBarKindSchema,
  params: statusBarParamsSchema,
  createdAt: z.string(),
});
export type ServerStatusBar = z.infer<typeof serverStatusBarSchema>;

/** GET guest/statusBars: the guest's active bars, newest first. */
export const statusBarsResponseSchema = dataEnvelope(z.object({ statusBars: z.array(serverStatusBarSchema) }));
export type StatusBarsResponse = z.infer<typeof statusBarsResponseSchema>;

/** §7 removeStatusBar {statusBar}: the bar's id as the protocol's string; the REST fallback takes the same. */
export const statusBarIdParamSchema = z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).pipe(dbIdSchema);
export const removeStatusBarInputSchema = z.object({ statusBar: statusBarIdParamSchema });
export const removedStatusBarResponseSchema = dataEnvelope(z.object({ statusBar: z.string(), removed: z.boolean() }));
