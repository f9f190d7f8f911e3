import 'server-only';
import { type ClashView, nextEventDelay } from '@/lib/clash/clash-rules';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { clashView, endDueClashes, findClash } from './clash-view';

/**
 * Broadcasting §7 clashOfCamsVoting to every page (the `realtime.all` channel, like freeShowStart):
 * at the start, after votes (coalesced: at most one event per second per clash) and at the end,
 * which a timer set at the start triggers in the process that started it; the cluster leader's
 * tick (lib/server/cluster/clock-jobs.ts) ends due clashes each second too, so a timer lost with
 * its process (or a restart) delays nothing; whichever comes first ends and announces it, once
 * (endDueClashes: only one update sees the row running). Timer state is per process on globalThis
 * (TOOLCHAIN.md: one copy per process).
 */
type ClashTimers = { lastSentAt: Map<number, number>; pending: Map<number, ReturnType<typeof setTimeout>>; endTimers: Map<number, ReturnType<typeof setTimeout>> };
const holder = globalThis as typeof globalThis & { __camClashTimers?: ClashTimers };
const timers = (): ClashTimers => (holder.__camClashTimers ??= { lastSentAt: new Map(), pending: new Map(), endTimers: new Map() });

export async function announceClash(pubsub: PubSub, view: ClashView): Promise<void> {
  timers().lastSentAt.set(view.clashId, Date.now());
  await publishToAll(pubsub, { type: 'clashOfCamsVoting', ...view });
}

/** After a vote: send now, or once the second since the last event is over (one pending send per clash). */
export function announceVote(db: Db, pubsub: PubSub, clashId: number): void {
  const state = timers();
  const delay = nextEventDelay(state.lastSentAt.get(clashId), Date.now(), state.pending.has(clashId));
  if (delay < 0) return;
  const send = async () => {
    state.pending.delete(clashId);
    const row = await findClash(db, clashId);
    if (row) await announceClash(pubsub, await clashView(db, row));
  };
  if (delay === 0) {
    void send().catch((error) => log.error(`clash ${clashId} event failed`, error));
    return;
  }
  const timer = setTimeout(() => void send().catch((error) => log.error(`clash ${clashId} event failed`, error)), delay);
  timer.unref?.();
  state.pending.set(clashId, timer);
}

/** Ends every clash that is due and announces each end once (the row changes once, so only one caller sees it). */
export async function endAndAnnounce(db: Db, pubsub: PubSub, now = new Date()): Promise<void> {
  for (const row of await endDueClashes(db, now)) {
    const state = timers();
    clearTimeout(state.pending.get(row.id));
    state.pending.delete(row.id);
    state.endTimers.delete(row.id);
    await announceClash(pubsub, await clashView(db, row, now));
    state.lastSentAt.delete(row.id);
  }
}

/** The end timer of a new clash (server clock). */
export function scheduleClashEnd(db: Db, pubsub: PubSub, clashId: number, endsAt: Date): void {
  const timer = setTimeout(() => void endAndAnnounce(db, pubsub).catch((error) => log.error(`ending clash ${clashId} failed`, error)), Math.max(0, endsAt.getTime() - Date.now()) + 50);
  timer.unref?.();
  timers().endTimers.set(clashId, timer);
}

/** Tests and shutdown: no timer of a closed database may fire. */
export function stopClashTimers(): void {
  const state = timers();
  for (const timer of [...state.pending.values(), ...state.endTimers.values()]) clearTimeout(timer);
  state.pending.clear();
  state.endTimers.clear();
  state.lastSentAt.clear();
}
