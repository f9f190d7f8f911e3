import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { NewsletterTypeId, NotificationsSettings, Preferences } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestSettings } from '@/lib/server/db/schema/personal';

/** What a guest who never saved anything gets. */
export const DEFAULT_NOTIFICATIONS: NotificationsSettings = { newMessages: true, favoriteOnline: false, favoriteNewContent: true, specialOffers: false };
/** language null: the page's language. */
export const DEFAULT_PREFERENCES: Preferences = { language: null, showFsk18Previews: false, tileGridMode: 'grid' };

export type GuestSettings = { newsletterBits: number; notifications: NotificationsSettings; preferences: Preferences };

export async function readGuestSettings(db: DbOrTx, guestId: number): Promise<GuestSettings> {
  const [row] = await db
    .select({ newsletterBits: guestSettings.newsletterBits, notifications: guestSettings.notifications, preferences: guestSettings.preferences })
    .from(guestSettings)
    .where(eq(guestSettings.guestId, guestId));
  return {
    newsletterBits: row?.newsletterBits ?? 0,
    notifications: { ...DEFAULT_NOTIFICATIONS, ...row?.notifications },
    preferences: { ...DEFAULT_PREFERENCES, ...row?.preferences },
  };
}

/** POST guest/saveNotificationsSettings: merges the given settings into the stored ones (jsonb ||, so two saves never lose each other's keys). */
export async function saveNotificationsSettings(db: DbOrTx, guestId: number, changes: Partial<NotificationsSettings>): Promise<NotificationsSettings> {
  const [row] = await db
    .insert(guestSettings)
    .values({ guestId, notifications: changes })
    .onConflictDoUpdate({
      target: guestSettings.guestId,
      set: { notifications: sql`${guestSettings.notifications} || excluded.notifications`, updatedAt: sql`now()` },
    })
    .returning({ notifications: guestSettings.notifications });
  return { ...DEFAULT_NOTIFICATIONS, ...row?.notifications };
}

/** POST guest/savePreferences {data}: merges the given preferences into the stored ones. */
export async function savePreferences(db: DbOrTx, guestId: number, changes: Partial<Preferences>): Promise<Preferences> {
  const [row] = await db
    .insert(guestSettings)
    .values({ guestId, preferences: changes })
    .onConflictDoUpdate({
      target: guestSettings.guestId,
      set: { preferences: sql`${guestSettings.preferences} || excluded.preferences`, updatedAt: sql`now()` },
    })
    .returning({ preferences: guestSettings.preferences });
  return { ...DEFAULT_PREFERENCES, ...row?.preferences };
}

/** Sets or clears one §3 newsletter bit in one statement; answers the new bit set. */
export async function setNewsletterBit(db: DbOrTx, guestId: number, typeId: NewsletterTypeId, subscribed: boolean): Promise<number> {
  const next = subscribed ? sql`${guestSettings.newsletterBits} | ${typeId}::int` : sql`${guestSettings.newsletterBits} & ~${typeId}::int`;
  const [row] = await db
    .insert(guestSettings)
    .values({ guestId, newsletterBits: subscribed ? typeId : 0 })
    .onConflictDoUpdate({ target: guestSettings.guestId, set: { newsletterBits: next, updatedAt: sql`now()` } })
    .returning({ newsletterBits: guestSettings.newsletterBits });
  return row?.newsletterBits ?? 0;
}
