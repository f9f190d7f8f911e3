import { track } from '@/lib/analytics/data-layer';
import { COIN_CENTS } from '@/lib/contracts/feed';

/**
 * §7 analytics: a feed buy or tip the server confirmed (success true) is reported as a purchase in
 * EUR major units; §8 "feed tip or buy with success false: no tracking" — callers only call this
 * for a confirmed outcome.
 */
export function trackFeedPayment(kind: 'buy' | 'tip', postId: number, coins: number): boolean {
  const value = (coins * COIN_CENTS) / 100;
  return track('purchase', {
    ecommerce: {
      currency: 'EUR',
      value,
      items: [{ item_id: `feed-${kind}-${postId}`, item_name: kind === 'buy' ? 'Feed post' : 'Feed tip', price: value, quantity: 1 }],
    },
  });
}
