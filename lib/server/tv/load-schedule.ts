import 'server-only';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { type TvChannel, tvProgramSlots } from '@/lib/server/db/schema/tv';

export const TV_CHANNELS = ['livestream', 'premium'] as const satisfies readonly TvChannel[];

export type StoredSlot = typeof tvProgramSlots.$inferSelect;

/** A channel named in a URL or call: one of the two, else null (the caller answers 404). */
export function parseChannel(value: string): TvChannel | null {
  return (TV_CHANNELS as readonly string[]).includes(value) ? (value as TvChannel) : null;
}

/**
 * The slots of a channel that overlap [from, to), in order. Around "now" a few hours are enough
 * for the current and next program and the live window (at most a minute back).
 */
export function loadSlots(db: DbOrTx, channel: TvChannel, from: Date, to: Date): Promise<StoredSlot[]> {
  return db
    .select()
    .from(tvProgramSlots)
    .where(and(eq(tvProgramSlots.channel, channel), gt(tvProgramSlots.endsAt, from), lt(tvProgramSlots.startsAt, to)))
    .orderBy(asc(tvProgramSlots.startsAt));
}

const HOUR_MS = 3_600_000;

/** What is on around an instant: from 5 minutes back (the live window) to 4 hours ahead (the next slot). */
export function loadSlotsAround(db: DbOrTx, channel: TvChannel, instant: Date): Promise<StoredSlot[]> {
  return loadSlots(db, channel, new Date(instant.getTime() - 5 * 60_000), new Date(instant.getTime() + 4 * HOUR_MS));
}
