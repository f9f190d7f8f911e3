import * as z from 'zod';

/** The one error body of every REST call (DESIGN.md). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** RATE_LIMITED: seconds until the call may be tried again (also the Retry-After header). */
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
});
export type ErrorBodyWire = z.infer<typeof errorBodySchema>;

/** `{ success: true, data }` for calls whose answer §7 names data. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
