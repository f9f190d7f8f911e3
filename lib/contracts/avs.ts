import * as z from 'zod';
import { dataEnvelope } from './envelope';

/** §4 age verification status of a guest. */
export const avsStatusSchema = z.enum(['pending', 'rejected', 'accepted', 'unknown']);
export type AvsStatus = z.infer<typeof avsStatusSchema>;

/** What a provider can decide about one verification (the sandbox's check page offers all four). */
export const avsDecisions = ['approve', 'reject', 'pending', 'revoke'] as const;
export type AvsDecision = (typeof avsDecisions)[number];

const FORWARD_URL_MAX = 2048;

/** A path on this site ('/en/', not '//evil.example' nor '/\evil') or an absolute http(s) URL. */
function isForwardUrl(value: string): boolean {
  // Whitespace and control characters have no place in a URL we send the browser to.
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export const forwardUrlSchema = z
  .string()
  .max(FORWARD_URL_MAX)
  .refine(isForwardUrl, 'Expected a path on this site or an http(s) URL.');

// POST /rest/v1/guest/avs/payRequest (§7 guest service: age verification pay request)
export const avsPayRequestInputSchema = z.object({ forwardUrl: forwardUrlSchema });
export type AvsPayRequestInput = z.infer<typeof avsPayRequestInputSchema>;

/** bonusAvailable: the guest was never accepted, so a verification now earns the first-verification bonus. */
export const avsPayRequestResponseSchema = dataEnvelope(
  z.object({ verificationId: z.string(), checkUrl: z.string(), bonusAvailable: z.boolean() }),
);
export type AvsPayRequestResponse = z.infer<typeof avsPayRequestResponseSchema>;

// GET /rest/v1/guest/avs/status
export const avsStateSchema = z.object({ avsStatus: avsStatusSchema, avsRejectMessage: z.string().nullable() });
export type AvsState = z.infer<typeof avsStateSchema>;
export const avsStatusResponseSchema = dataEnvelope(avsStateSchema);
export type AvsStatusResponse = z.infer<typeof avsStatusResponseSchema>;

// POST /rest/v1/guest/avs/sandbox/decide – the sandbox provider's callback (AGE_VERIFIER=sandbox only)
export const avsSandboxDecideInputSchema = z
  .object({
    verificationId: z.string().min(1).max(64),
    decision: z.enum(avsDecisions),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((input) => input.decision !== 'reject' || input.reason !== undefined, {
    message: 'A rejection needs a reason.',
    path: ['reason'],
  });
export type AvsSandboxDecideInput = z.infer<typeof avsSandboxDecideInputSchema>;

export const avsSandboxDecideResponseSchema = dataEnvelope(
  z.object({
    verificationId: z.string(),
    status: z.enum(['pending', 'rejected', 'accepted', 'revoked']),
    avsStatus: avsStatusSchema,
    /** Where the check page sends the browser next. */
    forwardUrl: z.string(),
  }),
);
export type AvsSandboxDecideResponse = z.infer<typeof avsSandboxDecideResponseSchema>;
