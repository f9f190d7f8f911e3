import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ActorNotificationSettings } from '@/lib/contracts/notifications';
import { getQueryClient } from './query-client';

/**
 * The guest's notification settings per performer (§7 guest/notificationsSettings/actor/{id}).
 * The toggles themselves go out on the real-time session (notificationToggleEmail / …Sms); the
 * cached settings follow at once. The notification list itself is the socket's (stores/notifications.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  actorSettings: (actorId: number) => [...notificationKeys.all, 'actor-settings', actorId] as const,
};

/** GET guest/notificationsSettings/actor/{actorId}: the guest's email and sms toggles for one performer. */
export function actorNotificationSettingsOptions(language: Locale, actorId: number) {
  return queryOptions({
    queryKey: notificationKeys.actorSettings(actorId),
    queryFn: async ({ signal }): Promise<ActorNotificationSettings> => {
      const { actorNotificationSettingsResponseSchema } = await import('@/lib/contracts/notifications');
      return (await restRequest(restPath('guest', 'notificationsSettings', 'actor', actorId), { language, schema: actorNotificationSettingsResponseSchema, signal })).data;
    },
  });
}

/** A toggle the session took: the cached settings show it (the server stores it from the socket). */
export function actorNotificationToggled(actorId: number, channel: 'email' | 'sms', enabled: boolean): void {
  getQueryClient().setQueryData<ActorNotificationSettings>(notificationKeys.actorSettings(actorId), (settings) => settings && { ...settings, [channel]: enabled });
}
