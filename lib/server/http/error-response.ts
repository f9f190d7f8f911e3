import 'server-only';
import * as z from 'zod';
import { AppError, type ErrorCode, isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';

export type ErrorBody = {
  success: false;
  error: {
    code: string;
    message: string;
    issues?: { path: string; message: string }[];
    retryAfterSeconds?: number;
    /** Codes in PUBLIC_DETAILS only: the error's details object as thrown. */
    details?: Record<string, unknown>;
  };
};

/**
 * Codes whose details object reaches the body as `error.details`. Others keep theirs server-side
 * (some carry internal hints, e.g. a form field), so adding a code here is a contract decision.
 * INSUFFICIENT_FUNDS: {price, balance, missing} for the not-enough-money box (lib/contracts/purchase.ts).
 * CHAT_UNAVAILABLE: {reason} and TICKET_REQUIRED: {showId}, why a chat cannot start (lib/contracts/chat.ts).
 * AGE_VERIFICATION_REQUIRED: {exitCode} of a refused chat start (601, a live preview's 407); the
 * media routes throw it without details.
 */
const PUBLIC_DETAILS: ReadonlySet<ErrorCode> = new Set(['INSUFFICIENT_FUNDS', 'CHAT_UNAVAILABLE', 'TICKET_REQUIRED', 'AGE_VERIFICATION_REQUIRED']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Details a throttled call carries: how long the client must wait (RATE_LIMITED). */
function retryAfter(details: unknown): number | undefined {
  const value = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.ceil(value)) : undefined;
}

/** Turns anything thrown into the wire error. Unknown errors are logged and never leak details. */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof z.ZodError) {
    return toErrorBody(
      new AppError(
        'VALIDATION_FAILED',
        'The input is invalid.',
        error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      ),
    );
  }
  if (isAppError(error)) {
    const body: ErrorBody = { success: false, error: { code: error.code, message: error.message } };
    if (Array.isArray(error.details)) body.error.issues = error.details as ErrorBody['error']['issues'];
    const wait = retryAfter(error.details);
    if (wait !== undefined) body.error.retryAfterSeconds = wait;
    if (PUBLIC_DETAILS.has(error.code) && isPlainObject(error.details)) body.error.details = error.details;
    return { status: error.status, body };
  }
  log.error('unexpected error', error);
  return { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Internal error.' } } };
}

export function errorResponse(error: unknown): Response {
  const { status, body } = toErrorBody(error);
  const wait = body.error.retryAfterSeconds;
  return Response.json(body, { status, headers: wait === undefined ? undefined : { 'Retry-After': String(wait) } });
}
