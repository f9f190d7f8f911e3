import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { MAX_DB_ID } from '@/lib/realtime/message-types';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { countTrackedEvent } from '@/lib/server/tracking/event-counter';
import { type RestArea, restCall } from '../call';

/** Event names: short identifiers, so log lines and counter keys stay clean. */
const eventName = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
/** `track` data: a small flat object of scalars (§7 track {event, data}). */
const eventData = z
  .record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 20, 'At most 20 data fields.')
  .default({});

/**
 * §7 tracker area: the browser reports events as beacons (lib/api/beacon.ts). Logged and counted
 * (lib/server/tracking/event-counter.ts), never stored per guest.
 */
export const trackerArea: RestArea = {
  // POST /rest/v1/tracker/trackActorProfileVisit – a profile page was visited (once per visit)
  trackActorProfileVisit: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({ actorId: z.coerce.number().int().positive().max(MAX_DB_ID) }),
    handler: async ({ actorId }, { db, guest }) => {
      const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
      if (!actor) throw new AppError('NOT_FOUND', `No actor with id ${actorId}.`);
      const visits = countTrackedEvent(`actorProfileVisit:${actorId}`);
      log.info('actor profile visit', { actorId, visits, guestId: guest?.guestId ?? null });
      return { success: true };
    },
  }),

  // POST /rest/v1/tracker/track – a named client event with a little data
  track: restCall({
    method: 'POST',
    auth: 'optional',
    input: z.object({ event: eventName, data: eventData }),
    handler: async ({ event, data }, { guest }) => {
      const count = countTrackedEvent(event);
      log.info(`tracked ${event}`, { data, count, guestId: guest?.guestId ?? null });
      return { success: true };
    },
  }),
};
