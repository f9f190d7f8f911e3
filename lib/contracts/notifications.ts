import * as z from 'zod';

/**
 * Notification type numbers (§3 notification type; §4 hidden types). Only types with a real
 * cause today are produced; the others are reserved so numbers never change meaning.
 *   1  new message: a performer replied in a messenger channel (lib/server/messenger)
 *   2  performer online: a performer the guest pinned went online (studio go-online)
 *   3  new video of a pinned performer (reserved, no producer yet)
 *   6, 7, 13, 14, 15, 22  hidden (§4): stored if ever produced, never sent, never shown
 */
export const NOTIFICATION_TYPE = { newMessage: 1, performerOnline: 2, newVideo: 3 } as const;

/** §4 "Hidden notification types: 6, 7, 13, 14, 15, 22." */
export const HIDDEN_NOTIFICATION_TYPES: readonly number[] = [6, 7, 13, 14, 15, 22];

export function isHiddenNotificationType(type: number): boolean {
  return HIDDEN_NOTIFICATION_TYPES.includes(type);
}

/** Email and sms notification toggles of one guest for one performer (§7 notificationToggle*). */
export const actorNotificationSettingsSchema = z.object({
  actorId: z.number().int().positive(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type ActorNotificationSettings = z.infer<typeof actorNotificationSettingsSchema>;

/** Defaults when the guest never toggled: emails on (the account's channel), sms off (opt-in). */
export const DEFAULT_ACTOR_NOTIFICATION_SETTINGS = { email: true, sms: false } as const;

/** GET /rest/v1/guest/notificationsSettings/actor/{actorId}: the id comes from the path. */
export const actorNotificationSettingsInputSchema = z.object({
  actorId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const actorNotificationSettingsResponseSchema = z.object({ success: z.literal(true), data: actorNotificationSettingsSchema });
