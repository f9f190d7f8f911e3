import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PushStatus, PushSubscriptionInput } from '@/lib/contracts/web-push';
import type { DbOrTx } from '@/lib/server/db/client';
import { pushSubscriptions as s } from '@/lib/server/db/schema/web-push';
import { AppError } from '@/lib/server/errors';
import { assertEndpointAllowed, assertKeysUsable } from './endpoint-policy';
import { toStatus } from './subscription-status';

type Saved = Pick<typeof s.$inferSelect, 'settings' | 'deviceLabel'>;

/**
 * Stores the browser's subscription for this guest, or refreshes its keys when he sent it before.
 * The endpoint has one owner: held by another guest, the write is refused (422 ENDPOINT_TAKEN)
 * in the same statement (ON CONFLICT … WHERE), and the browser makes a fresh subscription.
 */
async function upsert(db: DbOrTx, guestId: number, input: PushSubscriptionInput, carried?: Saved): Promise<Saved> {
  assertEndpointAllowed(input.endpoint);
  assertKeysUsable(input.keys);
  const values = {
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime),
    ...(input.deviceLabel !== undefined || carried ? { deviceLabel: input.deviceLabel ?? carried?.deviceLabel ?? null } : {}),
  };
  const [row] = await db
    .insert(s)
    .values({ guestId, endpoint: input.endpoint, ...values, settings: carried?.settings ?? {} })
    .onConflictDoUpdate({ target: s.endpoint, set: { ...values, updatedAt: sql`now()` }, setWhere: eq(s.guestId, guestId) })
    .returning({ settings: s.settings, deviceLabel: s.deviceLabel });
  if (!row) throw new AppError('VALIDATION_FAILED', 'This push subscription belongs to another account.', { reason: 'ENDPOINT_TAKEN' });
  return row;
}

/** POST webpush/subscribe. */
export async function subscribePush(db: DbOrTx, guestId: number, input: PushSubscriptionInput): Promise<PushStatus> {
  return toStatus(await upsert(db, guestId, input));
}

/**
 * POST webpush/resubscribe/{token}: the browser replaced its subscription (new endpoint and keys).
 * The old one must be this guest's (404 otherwise, as if unknown); its device settings and label
 * move to the new one, in one transaction so a refused new endpoint keeps the old row.
 */
export async function resubscribePush(db: DbOrTx, guestId: number, oldEndpoint: string, input: PushSubscriptionInput): Promise<PushStatus> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .delete(s)
      .where(and(eq(s.guestId, guestId), eq(s.endpoint, oldEndpoint)))
      .returning({ settings: s.settings, deviceLabel: s.deviceLabel });
    if (!old) throw new AppError('NOT_FOUND', 'No such push subscription.');
    return toStatus(await upsert(tx, guestId, input, old));
  });
}
