import 'server-only';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { loginFailures } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS } from './account-limits';

export type ThrottleKeys = { account: string; ip: string | null };

const WINDOW_MS = LOGIN_WINDOW_SECONDS * 1000;

function buckets(keys: ThrottleKeys): { scope: 'account' | 'ip'; key: string; limit: number }[] {
  const list: { scope: 'account' | 'ip'; key: string; limit: number }[] = [
    { scope: 'account', key: keys.account, limit: LOGIN_FAILURES_PER_ACCOUNT },
  ];
  // No address known (e.g. a test request): only the account counts, rather than one shared bucket.
  if (keys.ip) list.push({ scope: 'ip', key: keys.ip, limit: LOGIN_FAILURES_PER_IP });
  return list;
}

/**
 * At most 5 failures per account and 20 per address in any 15 minutes. Refused attempts
 * are not counted, so the wait always ends: the oldest failure leaves the window and the next try
 * is allowed (never a permanent lockout). The answer says how long to wait.
 */
export async function assertLoginAllowed(db: DbOrTx, keys: ThrottleKeys, now: Date): Promise<void> {
  let waitMs = 0;
  for (const { scope, key, limit } of buckets(keys)) {
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))))
      .orderBy(desc(loginFailures.failedAt))
      .limit(limit);
    const oldestCounted = recent.length >= limit ? recent[limit - 1] : undefined;
    if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.failedAt.getTime() + WINDOW_MS - now.getTime());
  }
  if (waitMs > 0) {
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('RATE_LIMITED', `Too many failed logins. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
      retryAfterSeconds,
    });
  }
}

/** Counts one failure for the account and the address; rows older than the window are dropped. */
export async function recordLoginFailure(db: DbOrTx, keys: ThrottleKeys, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  for (const { scope, key } of buckets(keys)) {
    await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), lt(loginFailures.failedAt, cutoff)));
    await db.insert(loginFailures).values({ scope, key, failedAt: now });
  }
}

/** A successful login clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
}
