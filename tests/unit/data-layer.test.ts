// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { track, trackSubscriptionPurchase } from '@/lib/analytics/data-layer';

const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

afterEach(() => {
  document.cookie = 'cc=; Max-Age=0; Path=/';
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('analytics data layer (§7 "Analytics events sent to a data layer", §3 consent)', () => {
  it('pushes nothing before the visitor decided or when analytics was declined (§3: analytics needs consent)', () => {
    expect(track('login')).toBe(false);
    document.cookie = 'cc=f1a0; Path=/';
    expect(track('login')).toBe(false);
    expect(layer()).toBeUndefined();
  });

  it('§4 "when a subscription starts, a purchase is tracked with its price in EUR"', () => {
    document.cookie = 'cc=f0a1; Path=/';
    expect(trackSubscriptionPurchase('vip', { flow: 'vipabo', price: 999, currency: 'EUR' })).toBe(true);
    expect(layer()).toEqual([
      {
        event: 'purchase',
        ecommerce: { currency: 'EUR', value: 9.99, items: [{ item_id: 'vipabo', item_name: 'VIP membership', price: 9.99, quantity: 1 }] },
      },
    ]);
  });
});
