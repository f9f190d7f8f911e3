/** The slot fields the program logic needs; the stored row has more (titles, clip, performer). */
export type ScheduledSlot = { startsAt: Date; endsAt: Date };

export type ProgramNow<S extends ScheduledSlot> = { current: S | null; next: S | null };

/**
 * §2 what a channel shows at an instant: the slot running then (start inclusive, end exclusive,
 * so at a boundary the new slot is current) and the first slot that starts after it (or after
 * the instant, in a gap). Pure; `schedule` in any order. Instants are UTC, so Berlin midnight
 * and DST changes need no special case here: the day planner (day-plan.ts) made the slots.
 */
export function programAt<S extends ScheduledSlot>(schedule: readonly S[], instant: Date): ProgramNow<S> {
  const at = instant.getTime();
  let current: S | null = null;
  for (const slot of schedule) {
    if (slot.startsAt.getTime() <= at && at < slot.endsAt.getTime()) {
      current = slot;
      break;
    }
  }
  const after = current ? current.endsAt.getTime() : at;
  let next: S | null = null;
  for (const slot of schedule) {
    const start = slot.startsAt.getTime();
    if (start >= after && start > at && (!next || start < next.startsAt.getTime())) next = slot;
  }
  return { current, next };
}
