import { eventOfType } from '@/lib/server/events/list-events';
import type { AppRuntime } from '@/lib/server/runtime';

/** The seeded slot machine of the current year: its config id and noon of its second Berlin day (live). */
export async function liveSlotMachine(rt: AppRuntime): Promise<{ configId: number; liveNow: Date }> {
  const event = await eventOfType(rt.db, 'slotMachine', new Date());
  if (!event) throw new Error('the seed has no slot machine');
  return { configId: event.id, liveNow: new Date(new Date(event.startsAt).getTime() + 36 * 3_600_000) };
}
