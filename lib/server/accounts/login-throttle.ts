import 'server-only';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { loginFailures } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import {
  ACCOUNT_SLOWDOWN_AFTER,
  ACCOUNT_SLOWDOWN_MAX_MS,
  ACCOUNT_SLOWDOWN_STEP_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_WINDOW_SECONDS,
} from './account-limits';

export type ThrottleKeys = { account: string; ip: string | null };

type Scope = 'account' | 'pair' | 'ip';
/** A refusing bucket has a limit; the account's own bucket only counts (the slow-down). */
type Bucket = { scope: Scope; key: string; limit: number | null };

const WINDOW_MS = LOGIN_WINDOW_SECONDS * 1000;

/**
 * The (account, address) key as JSON: the account's string token is self-delimiting, so every
 * pair of one account, and only its pairs, starts with pairPrefix(account).
 */
const pairPrefix = (account: string) => `[${JSON.stringify(account)},`;
const pairKey = (keys: ThrottleKeys) => `${pairPrefix(keys.account)}${JSON.stringify(keys.ip ?? '')}]`;

function buckets(keys: ThrottleKeys): Bucket[] {
  // No address known (e.g. a test request): it counts as one address of its own for the pair.
  const list: Bucket[] = [
    { scope: 'pair', key: pairKey(keys), limit: LOGIN_FAILURES_PER_ACCOUNT },
    { scope: 'account', key: keys.account, limit: null },
  ];
  if (keys.ip) list.push({ scope: 'ip', key: keys.ip, limit: LOGIN_FAILURES_PER_IP });
  return list;
}

const recent = (bucket: Bucket, now: Date) =>
  and(eq(loginFailures.scope, bucket.scope), eq(loginFailures.key, bucket.key), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));

/** The slow-down for a number of failures on the account from all addresses (0 below the threshold). */
function slowdownMs(failures: number): number {
  if (failures < ACCOUNT_SLOWDOWN_AFTER) return 0;
  return Math.min(ACCOUNT_SLOWDOWN_MAX_MS, ACCOUNT_SLOWDOWN_STEP_MS * Math.floor(failures / ACCOUNT_SLOWDOWN_AFTER));
}

/**
 * Refuses (429 with how long to wait) an address that failed 5 times on this account or 20 times
 * on any in the last 15 minutes. Failures on the account from everywhere never refuse: they answer
 * a short wait the login takes before it checks the password, so guessing from many addresses
 * is slowed while the owner still gets in. Refused attempts are not counted, so the wait always
 * ends: the oldest failure leaves the window (never a permanent lockout).
 */
export async function assertLoginAllowed(db: DbOrTx, keys: ThrottleKeys, now: Date): Promise<{ slowdownMs: number }> {
  let waitMs = 0;
  let slowdown = 0;
  for (const bucket of buckets(keys)) {
    if (bucket.limit === null) {
      const [row] = await db.select({ failures: count() }).from(loginFailures).where(recent(bucket, now));
      slowdown = slowdownMs(row?.failures ?? 0);
      continue;
    }
    const rows = await db.select({ failedAt: loginFailures.failedAt }).from(loginFailures).where(recent(bucket, now)).orderBy(desc(loginFailures.failedAt)).limit(bucket.limit);
    const oldestCounted = rows.length >= bucket.limit ? rows[bucket.limit - 1] : undefined;
    if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.failedAt.getTime() + WINDOW_MS - now.getTime());
  }
  if (waitMs > 0) {
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('RATE_LIMITED', `Too many failed logins. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
      retryAfterSeconds,
    });
  }
  return { slowdownMs: slowdown };
}

/** Counts one failure for the pair, the account and the address; rows older than the window are dropped. */
export async function recordLoginFailure(db: DbOrTx, keys: ThrottleKeys, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  for (const { scope, key } of buckets(keys)) {
    await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), lt(loginFailures.failedAt, cutoff)));
    await db.insert(loginFailures).values({ scope, key, failedAt: now });
  }
}

/**
 * A successful login clears its own address's failures on the account and the account's slow-down;
 * other addresses that guessed stay refused, and every address keeps its own count.
 */
export async function clearLoginFailures(db: DbOrTx, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'pair'), eq(loginFailures.key, pairKey(keys))));
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, keys.account)));
}

/** The owner proved control of the mailbox (password reset): every failure on the account is forgotten. */
export async function clearAccountFailures(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'pair'), sql`starts_with(${loginFailures.key}, ${pairPrefix(account)})`));
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
}
