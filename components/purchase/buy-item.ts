import { isApiError } from '@/lib/api/api-error';
import { restPath, restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
import { type BuyResponse, type InsufficientFundsDetails, buyResponseSchema, insufficientFundsBodySchema } from '@/lib/contracts/purchase';

export type BuyOutcome =
  | { kind: 'owned'; response: BuyResponse }
  | { kind: 'insufficient'; details: InsufficientFundsDetails }
  | { kind: 'not-for-sale' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * POST album/{id}/buy for a video or photo album (loaded on the first click, with the REST client
 * and its zod contract). Buying twice is no second charge: the server answers alreadyOwned.
 */
export async function buyItem(input: { locale: Locale; itemId: number; accessToken: string }): Promise<BuyOutcome> {
  try {
    const response = await restRequest(restPath('album', input.itemId, 'buy'), {
      language: input.locale,
      accessToken: input.accessToken,
      method: 'POST',
      body: {},
      schema: buyResponseSchema,
    });
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
