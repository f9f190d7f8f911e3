import { env } from '@/lib/server/env';
import { marketOfHost } from './market-hosts';
import { type MarketSettings, marketSettings } from './market-settings';

/**
 * The §1 variant and its settings for a request's Host header: the one decision the page cache
 * key (server.ts), the proxy (`/` in Spanish), the layout and GET config/client share, so a page
 * and its answers never disagree about the market. No 'server-only': proxy.ts imports it.
 */
export function marketOfRequest(host: string | null | undefined): MarketSettings {
  const config = env();
  return marketSettings(marketOfHost(config.MARKET_HOSTS, host), config);
}
