import 'server-only';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import { CLASH_DURATION_MS, clashStatusAt, type ClashView, voteRefusal } from '@/lib/clash/clash-rules';
import type { Db } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { clashes, clashSeats, clashVotes } from '@/lib/server/db/schema/clash';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { announceClash, announceVote, endAndAnnounce, scheduleClashEnd } from './clash-events';
import { clashView, findClash } from './clash-view';

/**
 * Clash of cams (our design): she challenges another online performer to a
 * 5-minute vote. One running clash per performer, decided by the database (clash_seats' partial
 * unique index: two concurrent starts cannot both seat her). Every logged-in guest votes once per
 * clash (unique (clash, guest)), free. Every call first ends what the clock has ended.
 */
export async function startClash(db: Db, pubsub: PubSub, input: { actorId: number; opponentId: number }, now = new Date()): Promise<ClashView> {
  if (input.actorId === input.opponentId) throw new AppError('VALIDATION_FAILED', 'Challenge another performer.', { reason: 'self' });
  await endAndAnnounce(db, pubsub, now);
  const [opponent] = await db.select({ online: actors.isOnline }).from(actors).where(eq(actors.id, input.opponentId)).limit(1);
  if (!opponent) throw new AppError('NOT_FOUND', 'No such performer.');
  if (!opponent.online) throw new AppError('CONFLICT', 'The performer is not online.', { reason: 'opponentOffline' });
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const [clash] = await tx
        .insert(clashes)
        .values({ actorA: input.actorId, actorB: input.opponentId, startsAt: now, endsAt: new Date(now.getTime() + CLASH_DURATION_MS) })
        .returning();
      if (!clash) throw new AppError('INTERNAL', 'The clash was not stored.');
      await tx.insert(clashSeats).values([
        { clashId: clash.id, actorId: input.actorId },
        { clashId: clash.id, actorId: input.opponentId },
      ]);
      return clash;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'clash_seats_running_key') throw new AppError('CONFLICT', 'One of you is in a clash already.', { reason: 'busy' });
    throw error;
  }
  const view = await clashView(db, row, now);
  await announceClash(pubsub, view);
  scheduleClashEnd(db, pubsub, row.id, row.endsAt);
  return view;
}

/** 404 unknown, 409 ended or voted already, 422 a performer not in this clash. */
export async function voteInClash(db: Db, pubsub: PubSub, input: { guestId: number; clashId: number; actorId: number }, now = new Date()): Promise<ClashView> {
  await endAndAnnounce(db, pubsub, now);
  const clash = await findClash(db, input.clashId);
  const voted = clash ? await votedFor(db, clash.id, input.guestId) : null;
  const refusal = voteRefusal(clash ? { ...clash, status: clashStatusAt(clash.status, clash.endsAt, now) } : null, input.actorId, voted !== null);
  if (refusal === 'notFound' || !clash) throw new AppError('NOT_FOUND', 'No such clash.');
  if (refusal === 'ended') throw new AppError('CONFLICT', 'The clash has ended.', { reason: 'ended' });
  if (refusal === 'notInClash') throw new AppError('VALIDATION_FAILED', 'This performer is not in the clash.', { reason: 'notInClash' });
  if (refusal === 'alreadyVoted') throw new AppError('CONFLICT', 'You have voted in this clash.', { reason: 'alreadyVoted' });
  // Two concurrent votes of one guest: the unique index keeps the first.
  const inserted = await db.insert(clashVotes).values({ clashId: clash.id, guestId: input.guestId, actorId: input.actorId, createdAt: now }).onConflictDoNothing().returning({ clashId: clashVotes.clashId });
  if (inserted.length === 0) throw new AppError('CONFLICT', 'You have voted in this clash.', { reason: 'alreadyVoted' });
  announceVote(db, pubsub, clash.id);
  return clashView(db, clash, now);
}

/** The performer's running clash (a page that loads mid-clash), or null. */
export async function currentClash(db: Db, pubsub: PubSub, actorId: number, now = new Date()): Promise<ClashView | null> {
  await endAndAnnounce(db, pubsub, now);
  const [row] = await db
    .select()
    .from(clashes)
    .where(and(eq(clashes.status, 'running'), or(eq(clashes.actorA, actorId), eq(clashes.actorB, actorId))))
    .limit(1);
  return row ? clashView(db, row, now) : null;
}

/** Her opponents to pick from: the other online performers, by name (at most 100). */
export async function clashOpponents(db: Db, actorId: number): Promise<{ actorId: number; actorName: string }[]> {
  return db
    .select({ actorId: actors.id, actorName: actors.name })
    .from(actors)
    .where(and(eq(actors.isOnline, true), ne(actors.id, actorId)))
    .orderBy(asc(actors.name))
    .limit(100);
}

/** Whom the guest voted for in this clash, or null. */
export async function votedFor(db: Db, clashId: number, guestId: number): Promise<number | null> {
  const [row] = await db.select({ actorId: clashVotes.actorId }).from(clashVotes).where(and(eq(clashVotes.clashId, clashId), eq(clashVotes.guestId, guestId))).limit(1);
  return row?.actorId ?? null;
}
