import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { AvsDecision, AvsStatus } from '@/lib/contracts/avs';
import type { ServerMessage } from '@/lib/realtime/protocol';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { type AgeVerificationStatus, ageVerifications } from '@/lib/server/db/schema/avs';
import { AppError } from '@/lib/server/errors';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createStatusBar } from '@/lib/server/status-bars/create-status-bar';

export type AgeDecisionResult = {
  verificationId: string;
  status: AgeVerificationStatus;
  avsStatus: AvsStatus;
  forwardUrl: string;
};

type Transition = { from: readonly AgeVerificationStatus[]; to: AgeVerificationStatus; guest: AvsStatus };

/**
 * What each decision does to a verification and to the guest's §4 status. A rejection may be
 * approved after a review; only an accepted check can be revoked; a revoked one is final.
 */
const transitions: Record<AvsDecision, Transition> = {
  approve: { from: ['pending', 'rejected'], to: 'accepted', guest: 'accepted' },
  reject: { from: ['pending'], to: 'rejected', guest: 'rejected' },
  pending: { from: ['pending'], to: 'pending', guest: 'pending' },
  revoke: { from: ['accepted'], to: 'revoked', guest: 'unknown' },
};

/** §4/§7 incoming avs events, one per decision. */
function eventFor(decision: AvsDecision, reason: string | null): ServerMessage {
  switch (decision) {
    case 'approve':
      return { type: 'avsSet' };
    case 'reject':
      return { type: 'avsRejected', message: reason ?? '' };
    case 'pending':
      return { type: 'avsPending' };
    case 'revoke':
      return { type: 'avsRevoked' };
  }
}

type Outcome = { result: AgeDecisionResult; event: { guestId: number; message: ServerMessage } | null };

/**
 * A provider's decision about one verification. Sending the same decision again changes
 * nothing and publishes nothing (providers retry callbacks). Only the guest's newest
 * verification decides their status: an older one answers CONFLICT.
 */
export async function applyAgeDecision(
  db: DbOrTx,
  pubsub: PubSub,
  input: { provider: string; verificationId: string; decision: AvsDecision; reason?: string },
): Promise<AgeDecisionResult> {
  const { decision } = input;
  const transition = transitions[decision];
  const reason = decision === 'reject' ? (input.reason ?? null) : null;
  if (decision === 'reject' && !reason) throw new AppError('VALIDATION_FAILED', 'A rejection needs a reason.');

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(ageVerifications)
      .where(and(eq(ageVerifications.id, input.verificationId), eq(ageVerifications.provider, input.provider)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'The verification does not exist.');
    const [newest] = await tx
      .select({ id: ageVerifications.id })
      .from(ageVerifications)
      .where(eq(ageVerifications.guestId, row.guestId))
      .orderBy(desc(ageVerifications.createdAt), desc(ageVerifications.id))
      .limit(1);
    if (newest?.id !== row.id) throw new AppError('CONFLICT', 'A newer verification replaced this one.');

    const [guest] = await tx.select({ avsStatus: guests.avsStatus }).from(guests).where(eq(guests.id, row.guestId)).for('update');
    if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
    const unchanged: AgeDecisionResult = {
      verificationId: row.id,
      status: row.status,
      avsStatus: guest.avsStatus,
      forwardUrl: row.forwardUrl,
    };
    if (row.status === transition.to && row.decidedAt !== null) return { result: unchanged, event: null };
    if (!transition.from.includes(row.status)) {
      throw new AppError('CONFLICT', `A verification that is ${row.status} cannot take the decision ${decision}.`);
    }

    await tx
      .update(ageVerifications)
      .set({ status: transition.to, reason, decidedAt: new Date() })
      .where(eq(ageVerifications.id, row.id));
    await tx
      .update(guests)
      .set({ avsStatus: transition.guest, avsRejectMessage: reason })
      .where(eq(guests.id, row.guestId));
    // §3 "avs accepted" bar: in the decision's transaction, once per verification (a retried callback finds it).
    // Its announcement is avsSet itself: the page reads its bars again on it (lib/realtime/query-invalidation.ts).
    if (decision === 'approve') await createStatusBar(tx, { guestId: row.guestId, kind: 'avsAccepted', sourceKey: row.id });
    return {
      result: { ...unchanged, status: transition.to, avsStatus: transition.guest },
      event: { guestId: row.guestId, message: eventFor(decision, reason) },
    };
  });

  // After the commit: a session that reloads on the event must read the new status.
  if (outcome.event) await publishToGuest(pubsub, outcome.event.guestId, outcome.event.message);
  return outcome.result;
}
