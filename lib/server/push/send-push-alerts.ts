import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type Locale, locales } from '@/i18n/routing';
import type { NotificationsSettings } from '@/lib/contracts/personal';
import type { PushMessage } from '@/lib/contracts/web-push';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { guestSettings } from '@/lib/server/db/schema/personal';
import { pushSubscriptions as s } from '@/lib/server/db/schema/web-push';
import { DEFAULT_NOTIFICATIONS } from '@/lib/server/personal/guest-settings';
import { deliverPush, type PushOutcome } from './deliver-push';
import { DEFAULT_DEVICE_SETTINGS } from './subscription-status';
import { vapidDetails } from './vapid-keys';

/** §3 notificationsSettings decide which alerts a guest gets by push: the same switches as by mail. */
const GUEST_SWITCH: Record<PushMessage['kind'], keyof NotificationsSettings> = {
  performerOnline: 'favoriteOnline',
  newMessage: 'newMessages',
};

/** Sends at once to this many push services at most (one slow service must not hold the rest). */
const PARALLEL = 8;

const asLocale = (value: string): Locale => ((locales as readonly string[]).includes(value) ? (value as Locale) : 'en');

/** Who is alerted: some guests, or everyone who pinned a performer (a subquery, however many). */
export type PushAudience = { guestIds: readonly number[] } | { followersOf: number };

function audienceFilter(db: DbOrTx, audience: PushAudience) {
  if ('guestIds' in audience) return inArray(s.guestId, [...audience.guestIds]);
  const followers = db
    .select({ guestId: guestFavorites.guestId })
    .from(guestFavorites)
    .where(and(eq(guestFavorites.subject, 'actor'), eq(guestFavorites.targetId, audience.followersOf)));
  return inArray(s.guestId, followers);
}

/**
 * Sends one kind of alert to every device of the audience whose owner allows it (his §3 setting,
 * then the device's own switch), in the guest's language. Answers what happened per device.
 */
export async function sendPushAlerts(
  db: DbOrTx,
  kind: PushMessage['kind'],
  audience: PushAudience,
  compose: (language: Locale) => PushMessage,
): Promise<PushOutcome[]> {
  if ('guestIds' in audience && audience.guestIds.length === 0) return [];
  const rows = await db
    .select({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, device: s.settings, language: guests.language, notifications: guestSettings.notifications })
    .from(s)
    .innerJoin(guests, eq(guests.id, s.guestId))
    .leftJoin(guestSettings, eq(guestSettings.guestId, s.guestId))
    .where(audienceFilter(db, audience));
  const allowed = rows.filter(
    (row) => ({ ...DEFAULT_NOTIFICATIONS, ...row.notifications })[GUEST_SWITCH[kind]] && { ...DEFAULT_DEVICE_SETTINGS, ...row.device }[kind],
  );
  if (allowed.length === 0) return [];
  const vapid = await vapidDetails(db);
  const outcomes: PushOutcome[] = [];
  for (let i = 0; i < allowed.length; i += PARALLEL) {
    const batch = allowed.slice(i, i + PARALLEL);
    outcomes.push(...(await Promise.all(batch.map((row) => deliverPush(db, vapid, row, compose(asLocale(row.language)))))));
  }
  return outcomes;
}
