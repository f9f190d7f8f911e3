import type { Locale } from '@/i18n/routing';
import type { Incentive, IncentiveEvent, PageLoadIncentivesInput } from '@/lib/contracts/incentive';
import { buyImageAlbumIncentives, incentivesByEvent, videoPreviewEndIncentives } from '@/lib/queries/conversion';
import { incentiveStore } from '@/stores/incentives';
import { blockedGroups } from './block-cookie';
import { exitIntentPick, withoutBlocked } from './incentive-rules';

/**
 * The incentives of a §4 event, asked when the event happens (never with the page): they join the
 * page's incentives by the §4 rules of the store (exit intent: the top one; a video preview's
 * end replaces the earlier ones of that event), minus the groups this browser blocked (§9).
 * Loaded with import() by the incentive host and the players: not first-load JavaScript.
 */
function arrived(event: IncentiveEvent, answer: { incentives: Incentive[]; host: string | null }): void {
  const shown = withoutBlocked(answer.incentives, blockedGroups(document.cookie));
  incentiveStore.getState().actions.incentivesArrived(event, shown, answer.host, Math.floor(Date.now() / 1000));
}

/** §4 exit intent on this page (§7 getIncentivesByEvent). */
export async function loadExitIntentIncentives(language: Locale, route: PageLoadIncentivesInput): Promise<void> {
  arrived('exitIntent', await incentivesByEvent(language, 'exitIntent', route));
}

/** §4 a video preview ended (§7 getVideoPreviewEndIncentives/{albumId}, the video's id). */
export async function loadVideoPreviewEndIncentives(language: Locale, videoId: number): Promise<void> {
  arrived('videoPreviewEnd', await videoPreviewEndIncentives(language, videoId));
}

/** §4 the guest buys a photo album or lacks the money for it (§7 getBuyImageAlbumIncentives/{albumId}): its top offer. */
export async function loadBuyAlbumIncentives(language: Locale, albumId: number): Promise<void> {
  const answer = await buyImageAlbumIncentives(language, albumId);
  const top = exitIntentPick(withoutBlocked(answer.incentives, blockedGroups(document.cookie)));
  // The newer answer replaces the earlier album buy's offer (a first top-up asked before paying is stale after it).
  incentiveStore.setState((state) => ({ incentives: state.incentives.filter((item) => item.event !== 'albumBuy') }));
  arrived('albumBuy', { incentives: top ? [top] : [], host: answer.host });
}
