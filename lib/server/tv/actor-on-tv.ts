import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ActorTvAiring } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvProgramSlots } from '@/lib/server/db/schema/tv';
import { localizedPath } from '@/lib/seo/metadata';
import type { StoredSlot } from './load-schedule';
import { slotTitle } from './program-now';

export type ActorOnTv = { isLive: boolean; stream: ActorTvAiring | null; nextAiring: ActorTvAiring | null };

function airing(slot: StoredSlot, language: Locale): ActorTvAiring {
  const route = slot.channel === 'premium' ? '/tv/premium/livestream' : '/tv/livestream';
  return {
    channel: slot.channel,
    slotId: slot.id,
    title: slotTitle(slot, language),
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    link: localizedPath(language, route),
  };
}

/**
 * §7 getActorTVLivestreamDataById: her program slots that have not ended (seeded TV appearances),
 * first on top — live when the first one runs now (free channel first when both do), else its
 * start is her next airing.
 */
export async function actorOnTv(db: DbOrTx, actorId: number, language: Locale, now = new Date()): Promise<ActorOnTv> {
  const slots = await db
    .select()
    .from(tvProgramSlots)
    .where(and(eq(tvProgramSlots.actorId, actorId), gt(tvProgramSlots.endsAt, now)))
    .orderBy(asc(tvProgramSlots.startsAt), asc(tvProgramSlots.channel))
    .limit(3);
  const onAir = slots.find((slot) => slot.startsAt.getTime() <= now.getTime());
  const upcoming = slots.find((slot) => slot.startsAt.getTime() > now.getTime());
  return { isLive: onAir !== undefined, stream: onAir ? airing(onAir, language) : null, nextAiring: upcoming ? airing(upcoming, language) : null };
}
