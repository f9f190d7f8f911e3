import { SPECIAL_MARKET_REDIRECT_MS } from './constants';

/**
 * §2: on a special-market route, after login the page goes to /{language}/ followed by the
 * special market's home path, keeping the query string, after 500 ms. Null elsewhere.
 */
export function specialMarketTarget(
  config: { language: string; specialMarketHome: string | null },
  location: { search: string },
): { url: string; delayMs: number } | null {
  const home = config.specialMarketHome?.replace(/^\/+|\/+$/g, '');
  if (!home) return null;
  return { url: `/${config.language}/${home}/${location.search}`, delayMs: SPECIAL_MARKET_REDIRECT_MS };
}
