import type { TvChannel } from '@/lib/server/db/schema/tv';
import type { Rng } from '@/lib/server/db/seed/prng';
import { type CalendarDay, berlinDaySpan } from './berlin-days';
import { FREE_FORMATS, PREMIUM_FORMATS, type TvTitles, appearanceTitles } from './program-titles';

export type PlannedSlot = {
  channel: TvChannel;
  startsAt: Date;
  endsAt: Date;
  titles: TvTitles;
  fsk: number;
  clip: number;
  actorId: number | null;
};

export type Performer = { id: number; name: string };

const QUARTER_MS = 15 * 60_000;
/** Slots last 30 to 90 minutes: 2 to 6 quarter hours. */
const MIN_QUARTERS = 2;
const MAX_QUARTERS = 6;

/**
 * Slot lengths in quarter hours filling `total` exactly, each 2–6: the day is gapless whether it
 * has 92, 96 or 100 quarter hours (§2 Berlin days across DST changes).
 */
export function quarterLengths(total: number, rng: Rng): number[] {
  const lengths: number[] = [];
  let left = total;
  while (left > MAX_QUARTERS) {
    const length = rng.int(MIN_QUARTERS, Math.min(MAX_QUARTERS, left - MIN_QUARTERS));
    lengths.push(length);
    left -= length;
  }
  if (left > 0) lengths.push(left);
  return lengths;
}

/**
 * One channel's program for one Berlin day, from local midnight to the next: neutral formats,
 * about one slot in five a performer's appearance (her name in the four titles). Everything seeded
 * is fsk 16 (§9: visitors may see it; the premium channel is gated by subscription, not by age).
 */
export function planDay(channel: TvChannel, day: CalendarDay, rng: Rng, performers: readonly Performer[]): PlannedSlot[] {
  const { start, end } = berlinDaySpan(day);
  const formats = channel === 'premium' ? PREMIUM_FORMATS : FREE_FORMATS;
  const slots: PlannedSlot[] = [];
  let cursor = start.getTime();
  for (const quarters of quarterLengths(Math.round((end.getTime() - start.getTime()) / QUARTER_MS), rng)) {
    const performer = performers.length > 0 && rng.chance(0.2) ? rng.pick(performers) : null;
    const startsAt = new Date(cursor);
    cursor += quarters * QUARTER_MS;
    slots.push({
      channel,
      startsAt,
      endsAt: new Date(cursor),
      titles: performer ? appearanceTitles(channel, performer.name) : rng.pick(formats),
      fsk: 16,
      clip: rng.int(1, 6),
      actorId: performer?.id ?? null,
    });
  }
  return slots;
}
