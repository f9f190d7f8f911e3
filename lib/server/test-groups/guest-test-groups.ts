import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestTestGroups } from '@/lib/server/db/schema/test-groups';
import { drawTestGroup, RUNNING_TEST_IDS, type TestGroup } from './running-tests';

export type GuestTestGroup = { testId: number; group: TestGroup };

/**
 * §3 testGroups of a guest: his group in every running test, drawn on first ask and stored (the
 * primary key keeps the first draw when two requests race). A §6 test device sees every variant
 * and is neither drawn nor recorded, so testers never count in a split.
 */
export async function guestTestGroupsOf(db: DbOrTx, guestId: number, options: { testDevice?: boolean } = {}): Promise<GuestTestGroup[]> {
  if (options.testDevice) return RUNNING_TEST_IDS.map((testId) => ({ testId, group: 1 }));
  await db
    .insert(guestTestGroups)
    .values(RUNNING_TEST_IDS.map((testId) => ({ guestId, testId, testGroup: drawTestGroup(guestId, testId) })))
    .onConflictDoNothing();
  const rows = await db
    .select({ testId: guestTestGroups.testId, group: guestTestGroups.testGroup })
    .from(guestTestGroups)
    .where(and(eq(guestTestGroups.guestId, guestId), inArray(guestTestGroups.testId, [...RUNNING_TEST_IDS])));
  return rows.sort((a, b) => a.testId - b.testId);
}

/** The guest's group in one test (drawn and stored when new). */
export async function guestTestGroup(db: DbOrTx, guestId: number, testId: number, options: { testDevice?: boolean } = {}): Promise<TestGroup> {
  return (await guestTestGroupsOf(db, guestId, options)).find((row) => row.testId === testId)?.group ?? 0;
}
