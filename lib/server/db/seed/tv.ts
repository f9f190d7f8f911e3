import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { type TvChannel, tvProgramSlots } from '@/lib/server/db/schema/tv';
import { type CalendarDay, addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';
import { type PlannedSlot, planDay } from '@/lib/server/tv/day-plan';
import { TV_CHANNELS } from '@/lib/server/tv/load-schedule';
import { insertAll } from './batch';
import { createRng } from './prng';
import type { SeedSection } from './seed-section';

/** Its own random streams, so the TV program never reshuffles the other seed parts. */
const TV_SEED = 0x5eed_0022;
/** §2 a program for every Berlin day around the clock: two weeks back, two weeks ahead. */
const DAYS_BACK = 14;
const DAYS_AHEAD = 14;
/** A start extends the program once less than this many days lie ahead. */
const MIN_DAYS_AHEAD = 7;
/** Performers that appear on TV (the first ones by id: stable across scales). */
const APPEARING = 40;
const DAY_MS = 86_400_000;

function toRow(slot: PlannedSlot): typeof tvProgramSlots.$inferInsert {
  return {
    channel: slot.channel,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    titleDe: slot.titles.de,
    titleEn: slot.titles.en,
    titleEs: slot.titles.es,
    titleNl: slot.titles.nl,
    fsk: slot.fsk,
    clip: slot.clip,
    actorId: slot.actorId,
  };
}

/** One stream per channel and day: a day is planned the same whenever it is planned. */
function dayRng(channel: TvChannel, day: CalendarDay) {
  return createRng((TV_SEED ^ (Date.UTC(day.year, day.month - 1, day.day) / DAY_MS) ^ (channel === 'premium' ? 0x7f00_0000 : 0)) >>> 0);
}

async function programEnd(tx: Tx, channel: TvChannel): Promise<Date | null> {
  const [row] = await tx.select({ end: max(tvProgramSlots.endsAt) }).from(tvProgramSlots).where(eq(tvProgramSlots.channel, channel));
  return row?.end ?? null;
}

/**
 * §2 the TV livestream program of both channels, per Berlin day, with performer appearances.
 * Seeded two weeks around the clock; a later start whose program runs out within a week plans
 * the days after the last stored one (so a long-running installation always has a program).
 */
export const tvSeedSection: SeedSection = {
  name: 'tv',
  seeded: async (tx) => {
    const horizon = Date.now() + MIN_DAYS_AHEAD * DAY_MS;
    for (const channel of TV_CHANNELS) {
      const end = await programEnd(tx, channel);
      if (!end || end.getTime() < horizon) return false;
    }
    return true;
  },
  insert: async (tx: Tx, { now }) => {
    const performers = await tx.select({ id: actors.id, name: actors.name }).from(actors).orderBy(asc(actors.id)).limit(APPEARING);
    const today = berlinDayOf(now);
    const last = addDays(today, DAYS_AHEAD);
    const rows: (typeof tvProgramSlots.$inferInsert)[] = [];
    for (const channel of TV_CHANNELS) {
      const end = await programEnd(tx, channel);
      // Stored days end at a Berlin midnight: the day that starts there is the first one to plan.
      let day = end ? berlinDayOf(end) : addDays(today, -DAYS_BACK);
      for (let guard = 0; guard < 400 && Date.UTC(day.year, day.month - 1, day.day) <= Date.UTC(last.year, last.month - 1, last.day); guard++) {
        rows.push(...planDay(channel, day, dayRng(channel, day), performers).map(toRow));
        day = addDays(day, 1);
      }
    }
    await insertAll(tx, tvProgramSlots, rows);
  },
};
