import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { camShows } from '@/lib/server/db/schema/content';
import { camShowRuns } from '@/lib/server/db/schema/tickets';
import { endShowChats } from '@/lib/server/chat/show-chats';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { startShow } from './studio-shows';

export type ShowClockSummary = { started: number; ended: number };

/**
 * Ticket shows follow their schedule by the server's clock (the cluster leader's tick runs this
 * each second, lib/server/cluster/clock-jobs.ts — one process, so a show starts and ends once):
 * a show whose start time has come while its performer is online starts as if she had pressed
 * "Start" (holders invited, chats without a ticket end with 200, lib/server/tickets/studio-shows.ts);
 * a started show whose end time has passed ends (she is no longer in a show, the show chats end).
 * A performer offline at the start time starts it herself when she comes (the studio's button).
 */
export async function runShowClock(db: DbOrTx, pubsub: PubSub, now = new Date()): Promise<ShowClockSummary> {
  const due = await db
    .select({ id: camShows.id, actorId: camShows.actorId })
    .from(camShows)
    .innerJoin(actors, eq(actors.id, camShows.actorId))
    .leftJoin(camShowRuns, eq(camShowRuns.showId, camShows.id))
    .where(and(lte(camShows.startsAt, now), gt(camShows.endsAt, now), eq(actors.isOnline, true), eq(camShows.isInternal, false), isNull(camShowRuns.showId)));
  let started = 0;
  for (const show of due) {
    try {
      await startShow(db, pubsub, show.actorId, show.id, now);
      started += 1;
    } catch (error) {
      log.warn(`show ${show.id}: scheduled start failed`, error);
    }
  }
  const over = await db
    .select({ id: camShows.id, actorId: camShows.actorId, endsAt: camShows.endsAt })
    .from(camShowRuns)
    .innerJoin(camShows, eq(camShows.id, camShowRuns.showId))
    .where(and(isNull(camShowRuns.endedAt), lte(camShows.endsAt, now)));
  for (const show of over) {
    await db.update(camShowRuns).set({ endedAt: show.endsAt }).where(eq(camShowRuns.showId, show.id));
    await db.update(actorFeatures).set({ isCurrentlyTicketShow: false }).where(eq(actorFeatures.actorId, show.actorId));
    await endShowChats(db, pubsub, show.actorId, now);
  }
  return { started, ended: over.length };
}
