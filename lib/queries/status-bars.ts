import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { getQueryClient } from '@/lib/queries/query-client';
import { currentRealtimeSession } from '@/stores/realtime-session';

/**
 * §3 server-side status bars of the logged-in guest. The key names no guest (the page's query
 * client is emptied when the guest changes); the `statusBar` event invalidates `all`
 * (lib/realtime/query-invalidation.ts), so a bar created or closed elsewhere follows here.
 */
export const statusBarKeys = {
  all: ['statusBars'] as const,
  list: () => [...statusBarKeys.all, 'list'] as const,
};

/** GET guest/statusBars: the guest's active server-side bars, newest first. */
export function statusBarsOptions(language: Locale) {
  return queryOptions({
    queryKey: statusBarKeys.list(),
    queryFn: async ({ signal }) => {
      const { statusBarsResponseSchema } = await import('@/lib/contracts/status-bars');
      return (await restRequest('guest/statusBars', { language, schema: statusBarsResponseSchema, signal })).data.statusBars;
    },
  });
}

/**
 * Closes a server-side bar: §7 removeStatusBar over the socket (the server answers every socket of
 * the guest, so other tabs drop it too), the REST call when there is no socket. This tab drops it
 * at once either way.
 */
export async function removeStatusBar(language: Locale, id: number): Promise<void> {
  const client = getQueryClient();
  client.setQueryData(statusBarKeys.list(), (held: { id: number }[] | undefined) => held?.filter((bar) => bar.id !== id));
  const sent = currentRealtimeSession()?.send({ type: 'removeStatusBar', statusBar: String(id) }) ?? false;
  if (sent) return;
  const { removedStatusBarResponseSchema } = await import('@/lib/contracts/status-bars');
  await restRequest('guest/removeStatusBar', { language, method: 'POST', body: { statusBar: String(id) }, schema: removedStatusBarResponseSchema });
  await client.invalidateQueries({ queryKey: statusBarKeys.all });
}

/**
 * §7 acceptCancellationOffer from the §3 "cancellation offer" bar (the same call the pay flow makes).
 * The server removes the bar with the accept and tells every tab; this tab drops it at once. It
 * sends no removeStatusBar of its own: the VIP update may reload the page before that would leave.
 * Throws on failure: the bar shows its error variant.
 */
export async function acceptOfferFromBar(language: Locale, guestId: number, barId: number): Promise<void> {
  const { cancellationOfferResponseSchema } = await import('@/lib/contracts/subscriptions');
  const body = { guest_id: guestId, platform_text: 'web' };
  const answer = await restRequest('guest/acceptCancellationOffer', { language, schema: cancellationOfferResponseSchema, method: 'POST', body });
  if (!answer.accepted_offer) throw new Error('offer not accepted');
  getQueryClient().setQueryData(statusBarKeys.list(), (held: { id: number }[] | undefined) => held?.filter((bar) => bar.id !== barId));
}
