import type { CheckoutLinkMessage } from './message-schemas';

/** §8: the error thrown for an unusable checkout link. */
export const INVALID_CHECKOUT_URL = 'invalid checkout url';

/**
 * §7/§8: the AVS payment opens the checkout link it is sent in the checkout frame. The link must
 * be an absolute http(s) URL with a path: an empty or path-less link (or anything else) throws
 * Error('invalid checkout url'). `params` are added to the link's query. Returns the URL to open.
 */
export function validateCheckoutLink(message: Pick<CheckoutLinkMessage, 'value' | 'params'>): string {
  const link = message.value.trim();
  if (link === '') throw new Error(INVALID_CHECKOUT_URL);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(INVALID_CHECKOUT_URL);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname === '/' || url.pathname === '') {
    throw new Error(INVALID_CHECKOUT_URL);
  }
  for (const [name, value] of Object.entries(message.params ?? {})) url.searchParams.set(name, value);
  return url.toString();
}
