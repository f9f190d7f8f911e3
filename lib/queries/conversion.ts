import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { pageLoadIncentivesReader } from '@/lib/incentives/read-incentives';
import type { Incentive, IncentiveEvent, IncentiveResult, PageLoadIncentivesInput, RefillHideInterval } from '@/lib/contracts/incentive';

/**
 * The conversion area's calls (§7 conversion/…): incentives. Their answers feed the incentive store
 * (stores/incentives.ts), whose §4 rules merge page-load incentives with the ones the WebSocket
 * pushes and count them down, so these are plain functions, not cached queries. Loaded with import()
 * by the incentive host and views (contracts inside: never first-load JavaScript). The incentive
 * answers every page asks for are read without zod (lib/incentives/read-incentives.ts).
 */

/** Route arguments as the call takes them (letters for names, 1–200 characters a value); others are left out. */
function callableArgs(args: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(args).filter(([name, value]) => /^[A-Za-z]{1,32}$/.test(name) && value.length > 0 && value.length <= 200));
}

/** §7 getPageLoadIncentives {routeName, routeArgs}: the page's page-load incentives and the flows' host. */
export async function pageLoadIncentives(language: Locale, route: PageLoadIncentivesInput): Promise<{ incentives: Incentive[]; host: string | null }> {
  const body = { routeName: route.routeName, routeArgs: callableArgs(route.routeArgs ?? {}) };
  const answer = await restRequest('conversion/getPageLoadIncentives', { language, method: 'POST', body, schema: pageLoadIncentivesReader });
  return { incentives: answer.data.incentives, host: answer.vxpayConfig.host };
}

/** §7 closeIncentive {result, incentive}: the close is reported (a visitor's too). */
export async function reportIncentiveClosed(language: Locale, incentive: Incentive, result: IncentiveResult): Promise<void> {
  const { closeIncentiveResponseSchema } = await import('@/lib/contracts/incentive');
  await restRequest('conversion/closeIncentive', { language, method: 'POST', body: { result, incentive }, schema: closeIncentiveResponseSchema });
}

/** §7 setRefillWindowHidden {incentiveType: 'refill', interval}: a logged-in guest's choice, kept by the server. */
export async function setRefillWindowHidden(language: Locale, interval: RefillHideInterval): Promise<void> {
  const { setRefillWindowHiddenResponseSchema } = await import('@/lib/contracts/incentive');
  await restRequest('conversion/setRefillWindowHidden', { language, method: 'POST', body: { incentiveType: 'refill', interval }, schema: setRefillWindowHiddenResponseSchema });
}

type IncentiveAnswer = { incentives: Incentive[]; host: string | null };

/** §7 getIncentivesByEvent {event, routeName, routeArgs}: the offers for one §4 event on this page (exit intent: the top one). */
export async function incentivesByEvent(language: Locale, event: IncentiveEvent, route: PageLoadIncentivesInput): Promise<IncentiveAnswer> {
  const body = { event, routeName: route.routeName, routeArgs: callableArgs(route.routeArgs ?? {}) };
  const answer = await restRequest('conversion/getIncentivesByEvent', { language, method: 'POST', body, schema: pageLoadIncentivesReader });
  return { incentives: answer.data.incentives, host: answer.vxpayConfig.host };
}

/** §7 GET getVideoPreviewEndIncentives/{albumId} (the video's id): the offers when its preview ends. */
export async function videoPreviewEndIncentives(language: Locale, videoId: number): Promise<IncentiveAnswer> {
  const answer = await restRequest(`conversion/getVideoPreviewEndIncentives/${videoId}`, { language, schema: pageLoadIncentivesReader });
  return { incentives: answer.data.incentives, host: answer.vxpayConfig.host };
}

/** §7 GET getBuyImageAlbumIncentives/{albumId}: the offers beside buying a photo album. */
export async function buyImageAlbumIncentives(language: Locale, albumId: number): Promise<IncentiveAnswer> {
  const answer = await restRequest(`conversion/getBuyImageAlbumIncentives/${albumId}`, { language, schema: pageLoadIncentivesReader });
  return { incentives: answer.data.incentives, host: answer.vxpayConfig.host };
}
