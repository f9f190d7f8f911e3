/**
 * "Opens by itself once per browser session": a sessionStorage flag. Storage may be missing or
 * refuse access (private modes); then the offer may come again on the next page load, never
 * twice on one (the panel remembers that itself).
 */
const KEY = 'conversionChatOffered';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function wasOfferShown(store: FlagStorage | null = sessionStore()): boolean {
  try {
    return store?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markOfferShown(store: FlagStorage | null = sessionStore()): void {
  try {
    store?.setItem(KEY, '1');
  } catch {
    // Not remembered past this page load: the offer may come once more.
  }
}
