import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestRelations } from '@/lib/server/db/schema/geo';
import { log } from '@/lib/server/log';

const typedId = z.coerce.number().int().positive().max(2_147_483_647);

/** §7 utility relation/addRelation and relation/hasRelation body. */
export const relationSchema = z.object({
  subjectTypeId: typedId,
  subjectId: typedId,
  relationTypeId: typedId,
  objectTypeId: typedId,
  objectId: typedId,
});
export type Relation = z.infer<typeof relationSchema>;

/** Subject type 1 is a guest: a guest records relations for himself only. */
export const GUEST_SUBJECT_TYPE = 1;

function ownedBy(guestId: number, relation: Relation): boolean {
  return relation.subjectTypeId !== GUEST_SUBJECT_TYPE || relation.subjectId === guestId;
}

/** §8 failed add-relation: false (another guest as subject, or the write failed); adding twice is true. */
export async function addRelation(db: DbOrTx, guestId: number, relation: Relation): Promise<boolean> {
  if (!ownedBy(guestId, relation)) return false;
  try {
    await db
      .insert(guestRelations)
      .values({ guestId, ...relation })
      .onConflictDoNothing();
    return true;
  } catch (error) {
    log.warn('addRelation failed', { guestId, error: String(error) });
    return false;
  }
}

/** Whether this guest recorded the relation. */
export async function hasRelation(db: DbOrTx, guestId: number, relation: Relation): Promise<boolean> {
  if (!ownedBy(guestId, relation)) return false;
  const [row] = await db
    .select({ id: guestRelations.id })
    .from(guestRelations)
    .where(
      and(
        eq(guestRelations.guestId, guestId),
        eq(guestRelations.subjectTypeId, relation.subjectTypeId),
        eq(guestRelations.subjectId, relation.subjectId),
        eq(guestRelations.relationTypeId, relation.relationTypeId),
        eq(guestRelations.objectTypeId, relation.objectTypeId),
        eq(guestRelations.objectId, relation.objectId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
