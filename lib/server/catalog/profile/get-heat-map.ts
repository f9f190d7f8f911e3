import 'server-only';
import { eq } from 'drizzle-orm';
import { HOURS_PER_WEEK, type HeatMap } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorHeatMaps } from '@/lib/server/db/schema/content';

/**
 * §3 heat map of online hours: 168 shares 0–100, Monday 00:00 first, Berlin time; the hours she
 * plans to be online; her memo. A performer without a heat map yet gets an empty week, so the
 * page and the call always have 168 values.
 */
export async function getHeatMap(db: DbOrTx, actor: { id: number; name: string }): Promise<HeatMap> {
  const [row] = await db.select().from(actorHeatMaps).where(eq(actorHeatMaps.actorId, actor.id)).limit(1);
  const weekly = Array.from({ length: HOURS_PER_WEEK }, (_, k) => clampShare(row?.weekly[k]));
  return {
    actorId: actor.id,
    actorName: actor.name,
    heatMaps: weekly,
    hoursToBeOnline: [...new Set((row?.plannedHours ?? []).filter((h) => Number.isInteger(h) && h >= 0 && h <= 23))].sort((a, b) => a - b),
    memo: row?.memo ?? '',
    timeZone: 'Europe/Berlin',
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

function clampShare(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
