import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { restPath, restRequest } from '@/lib/api/rest';
import type { BuyResponse, InsufficientFundsDetails } from '@/lib/contracts/purchase';

export type BuyOutcome =
  | { kind: 'owned'; response: BuyResponse }
  | { kind: 'insufficient'; details: InsufficientFundsDetails }
  | { kind: 'not-for-sale' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * POST album/{id}/buy for a video or photo album (loaded on the first click, with the REST client
 * and its zod contract). Buying twice is no second charge: the server answers alreadyOwned. A
 * plain function: the buy button's click and the §3 onLoginAction after a login both run it. What
 * follows a purchase reaches the page by the WebSocket (§7 guestBalance, the registry's keys).
 */
export async function buyItem(language: Locale, itemId: number, itemType: 'video' | 'album' = 'video'): Promise<BuyOutcome> {
  const outcome = await buyOnce(language, itemId);
  // §4 album-buy incentives (§7 getBuyImageAlbumIncentives): buying an album, or lacking the money
  // for it, asks the album's offers; the incentive host shows the top one. Here, not in the buy
  // button: this module loads on the first click, so the album page's first load stays as it was.
  if (itemType === 'album' && (outcome.kind === 'owned' || outcome.kind === 'insufficient')) {
    void import('@/lib/incentives/event-incentives')
      .then(({ loadBuyAlbumIncentives }) => loadBuyAlbumIncentives(language, itemId))
      .catch(() => {
        // No offer this time: nothing the guest needs to know.
      });
  }
  return outcome;
}

async function buyOnce(language: Locale, itemId: number): Promise<BuyOutcome> {
  const { buyResponseSchema, insufficientFundsBodySchema } = await import('@/lib/contracts/purchase');
  try {
    const response = await restRequest(restPath('album', itemId, 'buy'), { language, method: 'POST', body: {}, schema: buyResponseSchema });
    return { kind: 'owned', response };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed' };
    if (error.code === 'INSUFFICIENT_FUNDS') {
      const body = insufficientFundsBodySchema.safeParse(error.details);
      return body.success ? { kind: 'insufficient', details: body.data.error.details } : { kind: 'failed' };
    }
    if (error.code === 'NOT_FOR_SALE') return { kind: 'not-for-sale' };
    if (error.status === 404) return { kind: 'not-found' };
    return { kind: 'failed' };
  }
}
