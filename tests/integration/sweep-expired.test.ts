import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_GRACE_MS, sweepExpired } from '@/lib/server/cluster/sweep-expired';
import { guestSessions, passwordResetTokens } from '@/lib/server/db/schema/auth';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

describe('the leader’s sweep of expired sessions and one-time tokens', () => {
  it('removes what expired longer ago than the grace, keeps the rest (also what expired yesterday)', async () => {
    const { guestId } = await freshGuest(rt);
    const now = new Date();
    const longAgo = new Date(now.getTime() - EXPIRED_GRACE_MS - 60_000);
    const yesterday = new Date(now.getTime() - 24 * 3600_000);
    const sessions = await rt.db
      .insert(guestSessions)
      .values([
        { guestId, tokenHash: `old-${guestId}`, expiresAt: longAgo },
        { guestId, tokenHash: `recent-${guestId}`, expiresAt: yesterday },
      ])
      .returning({ id: guestSessions.id, tokenHash: guestSessions.tokenHash });
    await rt.db.insert(passwordResetTokens).values({ guestId, keyHash: `reset-old-${guestId}`, expiresAt: longAgo });
    expect(await sweepExpired(rt.db, now)).toBeGreaterThanOrEqual(2);
    const left = await rt.db.select({ tokenHash: guestSessions.tokenHash }).from(guestSessions).where(eq(guestSessions.guestId, guestId));
    expect(left.map((row) => row.tokenHash)).toContain(`recent-${guestId}`);
    expect(left.map((row) => row.tokenHash)).not.toContain(`old-${guestId}`);
    expect(await rt.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.guestId, guestId))).toEqual([]);
    expect(sessions).toHaveLength(2);
  });
});
