import 'server-only';
import { actorNotificationSettingsInputSchema } from '@/lib/contracts/notifications';
import { getActorNotificationSettings } from '@/lib/server/notifications/actor-notification-settings';
import { type RestArea, restCall } from '../call';

/** Per-performer notification toggles of the §7 guest area; the toggles themselves travel over the WebSocket (§7). */
export const guestNotificationCalls: RestArea = {
  // GET /rest/v1/guest/notificationsSettings/actor/{actorId} – the guest's email and sms toggles for one performer
  'notificationsSettings/actor/{actorId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: actorNotificationSettingsInputSchema,
    handler: async ({ actorId }, { db, guest }) => ({
      success: true,
      data: await getActorNotificationSettings(db, guest.guestId, actorId),
    }),
  }),
};
