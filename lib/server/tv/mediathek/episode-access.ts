import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { EpisodeAccess } from '@/lib/contracts/tv-mediathek';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import { AppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import type { TvViewer } from '@/lib/server/tv/tv-access';
import { aired } from './episode-row';

export type EpisodeGate = { access: EpisodeAccess; premium: boolean; clip: number };

/**
 * §6 may this viewer watch the episode now: a premium episode only for TV subscribers (a VIP
 * counts as one; subscriptions read now, so one that ran out stops the next request), then the
 * age rating (fsk 18 needs an accepted avs). Visitors are asked to log in for either. Null: no
 * such aired episode.
 */
export async function episodeGate(db: DbOrTx, episodeId: number, viewer: TvViewer, now = new Date()): Promise<EpisodeGate | null> {
  const [episode] = await db
    .select({ premium: tvEpisodes.premium, fsk: tvEpisodes.fsk, clip: tvEpisodes.clip })
    .from(tvEpisodes)
    .where(and(eq(tvEpisodes.id, episodeId), aired()))
    .limit(1);
  if (!episode) return null;
  const gate = (access: EpisodeAccess): EpisodeGate => ({ access, premium: episode.premium, clip: episode.clip });
  if (episode.premium) {
    if (!viewer) return gate('login');
    if (!(await guestSubscriptionRoles(db, viewer.guestId, now)).isVXTVAboSubscriber) return gate('subscribe');
  }
  if (episode.fsk > maxAgeRatingFor(viewer)) return gate(viewer ? 'verify' : 'login');
  return gate('watch');
}

/**
 * The gate as the stream calls need it: the episode's clip, or the one 403/404 that says why
 * (TV_SUBSCRIPTION_REQUIRED for premium — also for a visitor, like the premium livestream —,
 * AGE_VERIFICATION_REQUIRED for fsk 18 unverified, NOT_FOUND unknown).
 */
export async function assertEpisodeAccess(db: DbOrTx, episodeId: number, viewer: TvViewer, now = new Date()): Promise<EpisodeGate> {
  const gate = await episodeGate(db, episodeId, viewer, now);
  if (!gate) throw new AppError('NOT_FOUND', 'No such episode.');
  if (gate.access === 'subscribe' || (gate.access === 'login' && gate.premium)) {
    throw new AppError('TV_SUBSCRIPTION_REQUIRED', 'This episode needs a TV or VIP subscription.');
  }
  if (gate.access !== 'watch') throw new AppError('AGE_VERIFICATION_REQUIRED', 'This episode needs an accepted age verification.');
  return gate;
}
