import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ActorNote } from '@/lib/contracts/social';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorNotes } from '@/lib/server/db/schema/social';
import { findVisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { AppError } from '@/lib/server/errors';

type NoteInput = { guestId: number; actorId: number; viewerCountry: string | null };

async function requireActor(db: DbOrTx, actorId: number, viewerCountry: string | null): Promise<void> {
  if (!(await findVisibleActor(db, actorId, viewerCountry))) throw new AppError('NOT_FOUND', 'No such actor.');
}

/** §7 getActorNoteById: the requesting guest's own note on a performer (an empty comment when none). */
export async function getActorNote(db: DbOrTx, input: NoteInput): Promise<ActorNote> {
  await requireActor(db, input.actorId, input.viewerCountry);
  const [row] = await db
    .select({ comment: actorNotes.comment, updatedAt: actorNotes.updatedAt })
    .from(actorNotes)
    .where(and(eq(actorNotes.guestId, input.guestId), eq(actorNotes.actorId, input.actorId)));
  return { actorId: input.actorId, comment: row?.comment ?? '', updatedAt: row?.updatedAt.toISOString() ?? null };
}

/**
 * §7 storeActorNote {actorId, comment}: writes the guest's note on a performer, or deletes it when
 * the comment is empty. Notes are private: the key is the guest, so nobody reads or overwrites
 * another guest's note.
 */
export async function storeActorNote(db: DbOrTx, input: NoteInput & { comment: string }): Promise<ActorNote> {
  await requireActor(db, input.actorId, input.viewerCountry);
  if (input.comment === '') {
    await db.delete(actorNotes).where(and(eq(actorNotes.guestId, input.guestId), eq(actorNotes.actorId, input.actorId)));
    return { actorId: input.actorId, comment: '', updatedAt: null };
  }
  const [row] = await db
    .insert(actorNotes)
    .values({ guestId: input.guestId, actorId: input.actorId, comment: input.comment })
    .onConflictDoUpdate({ target: [actorNotes.guestId, actorNotes.actorId], set: { comment: input.comment, updatedAt: sql`now()` } })
    .returning({ comment: actorNotes.comment, updatedAt: actorNotes.updatedAt });
  if (!row) throw new Error('note not stored');
  return { actorId: input.actorId, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}
