import 'server-only';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import type { DbOrTx } from '@/lib/server/db/client';
import type { TvChannel } from '@/lib/server/db/schema/tv';
import { AppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';

/** Who watches: a guest with their avs state, or an anonymous visitor (null). */
export type TvViewer = { guestId: number; avsAccepted: boolean } | null;

/**
 * §6 may this viewer watch the channel now: the premium channel only for TV subscribers, and a
 * VIP counts as one (subscriptions or bonus-code VIP days, read now: a subscription that ran out
 * stops the next request); then §9 the age rating of what is on air. Every refusal is a 403
 * with its own code, so the page can offer the subscription or the age verification.
 */
export async function assertTvAccess(db: DbOrTx, channel: TvChannel, viewer: TvViewer, fskOnAir: number, now = new Date()): Promise<void> {
  if (channel === 'premium') {
    const subscribed = viewer !== null && (await guestSubscriptionRoles(db, viewer.guestId, now)).isVXTVAboSubscriber;
    if (!subscribed) throw new AppError('TV_SUBSCRIPTION_REQUIRED', 'The premium livestream needs a TV or VIP subscription.');
  }
  if (fskOnAir > maxAgeRatingFor(viewer)) {
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'What is on air needs an accepted age verification.');
  }
}
