import type { ErrorBodyWire } from '@/lib/contracts/envelope';

type ErrorFields = ErrorBodyWire['error'];
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function issuesOf(value: unknown): ErrorFields['issues'] | null {
  if (!Array.isArray(value)) return null;
  const issues: NonNullable<ErrorFields['issues']> = [];
  for (const issue of value as unknown[]) {
    if (!isObject(issue) || typeof issue.path !== 'string' || typeof issue.message !== 'string') return null;
    issues.push({ path: issue.path, message: issue.message });
  }
  return issues;
}

/**
 * The `error` of the one REST error body (DESIGN.md, lib/contracts/envelope.ts's errorBodySchema),
 * or null when the body is not one. Checked by hand: the REST client is on every page's path and
 * zod's first evaluation costs tens of ms of main thread on a phone (§1 speed); the answer is the
 * schema's (tests/unit/error-body.test.ts compares both).
 */
export function readErrorBody(body: unknown): ErrorFields | null {
  if (!isObject(body) || body.success !== false || !isObject(body.error)) return null;
  const { code, message, issues, retryAfterSeconds } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const error: ErrorFields = { code, message };
  if (issues !== undefined) {
    const checked = issuesOf(issues);
    if (!checked) return null;
    error.issues = checked;
  }
  if (retryAfterSeconds !== undefined) {
    if (!Number.isSafeInteger(retryAfterSeconds) || (retryAfterSeconds as number) <= 0) return null;
    error.retryAfterSeconds = retryAfterSeconds as number;
  }
  return error;
}
