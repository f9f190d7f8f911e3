import type { ErrorBodyWire } from '@/lib/contracts/envelope';
import { isFields, isInt, listOf } from '@/lib/validation/guards';

type ErrorFields = ErrorBodyWire['error'];

function issueOf(issue: unknown): NonNullable<ErrorFields['issues']>[number] | null {
  return isFields(issue) && typeof issue.path === 'string' && typeof issue.message === 'string' ? { path: issue.path, message: issue.message } : null;
}

/**
 * The `error` of the one REST error body (DESIGN.md, lib/contracts/envelope.ts's errorBodySchema),
 * or null when the body is not one. Checked by hand: the REST client is on every page's path and
 * zod's first evaluation costs tens of ms of main thread on a phone (§1 speed); the answer is the
 * schema's (tests/unit/error-body.test.ts compares both).
 */
export function readErrorBody(body: unknown): ErrorFields | null {
  if (!isFields(body) || body.success !== false || !isFields(body.error)) return null;
  const { code, message, issues, retryAfterSeconds } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const error: ErrorFields = { code, message };
  if (issues !== undefined) {
    const checked = listOf(issues, issueOf);
    if (!checked) return null;
    error.issues = checked;
  }
  if (retryAfterSeconds !== undefined) {
    if (!isInt(retryAfterSeconds) || retryAfterSeconds <= 0) return null;
    error.retryAfterSeconds = retryAfterSeconds;
  }
  return error;
}
