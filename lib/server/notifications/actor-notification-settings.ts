import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type ActorNotificationSettings, DEFAULT_ACTOR_NOTIFICATION_SETTINGS } from '@/lib/contracts/notifications';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestActorNotificationSettings as s } from '@/lib/server/db/schema/notifications';
import { AppError } from '@/lib/server/errors';

async function assertActorExists(db: DbOrTx, actorId: number): Promise<void> {
  const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
  if (!actor) throw new AppError('NOT_FOUND', `Performer ${actorId} not found.`);
}

/** The guest's email and sms toggles for one performer, defaults when never toggled. */
export async function getActorNotificationSettings(db: DbOrTx, guestId: number, actorId: number): Promise<ActorNotificationSettings> {
  await assertActorExists(db, actorId);
  const [row] = await db
    .select({ email: s.email, sms: s.sms })
    .from(s)
    .where(and(eq(s.guestId, guestId), eq(s.actorId, actorId)))
    .limit(1);
  return { actorId, ...(row ?? DEFAULT_ACTOR_NOTIFICATION_SETTINGS) };
}

/**
 * §7 notificationToggleEmail / notificationToggleSms {actorId, enabled}: stored per guest and
 * performer (the other channel keeps its value). Unknown performer → NOT_FOUND, nothing written.
 */
export async function toggleActorNotification(
  db: DbOrTx,
  guestId: number,
  actorId: number,
  channel: 'email' | 'sms',
  enabled: boolean,
): Promise<ActorNotificationSettings> {
  const current = await getActorNotificationSettings(db, guestId, actorId);
  const next = { ...current, [channel]: enabled };
  await db
    .insert(s)
    .values({ guestId, actorId, email: next.email, sms: next.sms })
    .onConflictDoUpdate({ target: [s.guestId, s.actorId], set: { [channel]: enabled, updatedAt: new Date() } });
  return next;
}
