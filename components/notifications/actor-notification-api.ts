import { restPath, restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
import { type ActorNotificationSettings, actorNotificationSettingsResponseSchema } from '@/lib/contracts/notifications';

/**
 * GET guest/notificationsSettings/actor/{actorId}: the guest's email and sms toggles for one
 * performer. Loaded with import() so the REST client and zod stay out of first-load JavaScript.
 */
export async function loadActorNotificationSettings(locale: Locale, accessToken: string, actorId: number): Promise<ActorNotificationSettings> {
  const { data } = await restRequest(restPath('guest', 'notificationsSettings', 'actor', actorId), {
    language: locale,
    accessToken,
    schema: actorNotificationSettingsResponseSchema,
  });
  return data;
}
