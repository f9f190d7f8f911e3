import 'server-only';
import type { AppPathname } from '@/i18n/routing';
import type { IncentiveRegion, IncentiveType } from '@/lib/contracts/incentive';

/**
 * The conversion area's settings (§7 conversion row; the spec names the calls, not what they
 * compute, so these are ours). Amounts in EUR cents.
 */

/** A paying guest whose balance is below this gets the refill card (5,00 €). */
export const REFILL_THRESHOLD_CENTS = 500;

/** VIP days from a bonus code that end within this many days get the "keep VIP" card, with a countdown. */
export const VIP_ENDING_WINDOW_SECONDS = 3 * 24 * 60 * 60;

/** §7 setRefillWindowHidden intervals. */
export const REFILL_HIDE_SECONDS = { day: 24 * 60 * 60, week: 7 * 24 * 60 * 60 } as const;

/**
 * Where each type shows, how it ranks (§4: sorted by priority descending), and the §9 block group:
 * both top-up offers are one group, both VIP offers another.
 */
export const INCENTIVE_SHAPES: Record<IncentiveType, { region: IncentiveRegion; priority: number; uniqueGroup: string }> = {
  signup: { region: 'banner', priority: 10, uniqueGroup: 'signup' },
  vip: { region: 'banner', priority: 20, uniqueGroup: 'vip' },
  firstTopUp: { region: 'banner', priority: 30, uniqueGroup: 'topUp' },
  vipEnding: { region: 'corner', priority: 35, uniqueGroup: 'vip' },
  refill: { region: 'corner', priority: 40, uniqueGroup: 'topUp' },
};

/** Pages about videos, where VIP (every VIP video included, §6) is the offer that fits. */
export const VIDEO_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/videos',
  '/all-videos',
  '/new-videos',
  '/vip-videos',
  '/video-trends',
  '/on-sale',
  '/free-clips',
  '/search/videos/[searchPattern]',
  '/amateur/[actorName]/videos',
  '/amateur/[actorName]/videos/classic',
  '/amateur/[actorName]/videos/tag/[tagGroup]',
  '/amateur/[actorName]/video/[videoId]',
]);
