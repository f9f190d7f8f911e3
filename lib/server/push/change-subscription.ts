import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PushDeviceSettings, PushStatus } from '@/lib/contracts/web-push';
import type { DbOrTx } from '@/lib/server/db/client';
import { pushSubscriptions as s } from '@/lib/server/db/schema/web-push';
import { AppError } from '@/lib/server/errors';
import { toStatus } from './subscription-status';

/** Another guest's endpoint is answered like an unknown one: its existence is not revealed. */
const notFound = () => new AppError('NOT_FOUND', 'No such push subscription.');

/** POST webpush/unsubscribe/{payload}: only the guest's own subscription. */
export async function unsubscribePush(db: DbOrTx, guestId: number, endpoint: string): Promise<void> {
  const [row] = await db
    .delete(s)
    .where(and(eq(s.guestId, guestId), eq(s.endpoint, endpoint)))
    .returning({ id: s.id });
  if (!row) throw notFound();
}

/** POST webpush/update/{payload} {settings?, deviceLabel?}: merges the device's switches (jsonb ||). */
export async function updatePush(
  db: DbOrTx,
  guestId: number,
  endpoint: string,
  changes: { settings?: Partial<PushDeviceSettings>; deviceLabel?: string },
): Promise<PushStatus> {
  const [row] = await db
    .update(s)
    .set({
      settings: sql`${s.settings} || ${JSON.stringify(changes.settings ?? {})}::jsonb`,
      ...(changes.deviceLabel !== undefined ? { deviceLabel: changes.deviceLabel } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(s.guestId, guestId), eq(s.endpoint, endpoint)))
    .returning({ settings: s.settings, deviceLabel: s.deviceLabel });
  if (!row) throw notFound();
  return toStatus(row);
}

/** The push service answered 404 or 410: the browser dropped it; no alert can reach it again. */
export async function forgetSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(s).where(eq(s.id, id));
}
