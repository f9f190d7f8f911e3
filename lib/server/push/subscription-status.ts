import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PushDeviceSettings, PushStatus } from '@/lib/contracts/web-push';
import type { DbOrTx } from '@/lib/server/db/client';
import { pushSubscriptions as s } from '@/lib/server/db/schema/web-push';

/** A device gets every alert the guest's own settings allow until he switches one off here. */
export const DEFAULT_DEVICE_SETTINGS: PushDeviceSettings = { performerOnline: true, newMessage: true };

export function toStatus(row: { settings: Partial<PushDeviceSettings>; deviceLabel: string | null }): PushStatus {
  return { subscribed: true, settings: { ...DEFAULT_DEVICE_SETTINGS, ...row.settings }, deviceLabel: row.deviceLabel };
}

/**
 * GET webpush/status/{payload}: this device's subscription for the calling guest. An endpoint
 * held by another guest answers "not subscribed", the same as an unknown one (nothing revealed).
 */
export async function pushStatus(db: DbOrTx, guestId: number, endpoint: string): Promise<PushStatus> {
  const [row] = await db
    .select({ settings: s.settings, deviceLabel: s.deviceLabel })
    .from(s)
    .where(and(eq(s.guestId, guestId), eq(s.endpoint, endpoint)));
  return row ? toStatus(row) : { subscribed: false, settings: null, deviceLabel: null };
}
