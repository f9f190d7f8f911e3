import { consentFromCookies } from '@/lib/consent/consent-cookie';

/**
 * §7 analytics events sent to a data layer (the page's `window.dataLayer`, read by whatever tag
 * manager the operator installs). Nothing is pushed without analytics consent (§3 cookie
 * categories): tracking is opt-in, and a visitor who said no leaves no trace here.
 */
export const analyticsEvents = [
  'purchase',
  'login_state',
  'money_charge',
  'payment',
  'vip_abo_update',
  'vxtv_abo_update',
  'avs_revoked',
  'avs_set',
  'signup',
  'login',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

/** Pushes one event; returns whether it was pushed (false without consent or outside a browser). */
export function track(event: AnalyticsEvent, fields: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined') return false;
  if (consentFromCookies(document.cookie)?.analytics !== true) return false;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...fields });
  return true;
}

/** §4: a started subscription is tracked as a purchase with its price in EUR (major units, as tag managers expect). */
export function trackSubscriptionPurchase(kind: 'vip' | 'tv', started: { flow: string; price: number; currency: 'EUR' }): boolean {
  return track('purchase', {
    ecommerce: {
      currency: started.currency,
      value: started.price / 100,
      items: [{ item_id: started.flow, item_name: kind === 'vip' ? 'VIP membership' : 'TV subscription', price: started.price / 100, quantity: 1 }],
    },
  });
}
