import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { PushMessage } from '@/lib/contracts/web-push';
import { fill } from '@/lib/format/fill';
import { routePath } from '@/lib/seo/route-path';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { enqueuePush } from './push-queue';
import { sendPushAlerts } from './send-push-alerts';

const alertText = (language: Locale) => ({ de, en, es, nl })[language].webPush.alert;
/** The site's mark (public/icons, the manifest's icon). */
const ICON = '/icons/app-192.png';

async function performer(db: DbOrTx, actorId: number): Promise<{ name: string; slug: string } | null> {
  const [row] = await db.select({ name: actors.name, slug: actors.slug }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return row ?? null;
}

/**
 * §4 a performer came online: the devices of every guest who pinned her get an alert that opens
 * her profile. Queued (the online switch does not wait); the guests' settings decide who gets it;
 * the followers are read by the send's own query (a subquery, however many there are).
 */
export function alertPinnedOnline(db: DbOrTx, actorId: number): void {
  enqueuePush(`performer ${actorId} online`, async () => {
    const actor = await performer(db, actorId);
    if (!actor) return;
    await sendPushAlerts(db, 'performerOnline', { followersOf: actorId }, (language): PushMessage => {
      const t = alertText(language);
      return {
        kind: 'performerOnline',
        title: fill(t.onlineTitle, { name: actor.name }),
        body: t.onlineBody,
        icon: ICON,
        url: routePath(language, '/amateur/[actorName]', { actorName: actor.slug }),
        tag: `online-${actorId}`,
      };
    });
  });
}

/** §4 a performer answered the guest's message: an alert with her words that opens the messenger. */
export function alertAnswered(db: DbOrTx, input: { guestId: number; actorId: number; channelId: number; text: string }): void {
  enqueuePush(`reply in channel ${input.channelId}`, async () => {
    const actor = await performer(db, input.actorId);
    if (!actor) return;
    const words = input.text.trim().slice(0, 140);
    await sendPushAlerts(db, 'newMessage', { guestIds: [input.guestId] }, (language): PushMessage => {
      const t = alertText(language);
      return {
        kind: 'newMessage',
        title: fill(t.messageTitle, { name: actor.name }),
        body: words || t.messageBody,
        icon: ICON,
        url: routePath(language, '/messenger'),
        tag: `message-${input.channelId}`,
      };
    });
  });
}
