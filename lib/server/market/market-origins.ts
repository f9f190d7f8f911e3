import { env, publicOrigin } from '@/lib/server/env';
import { ANY_HOST } from './market-hosts';

let cached: { key: string; origins: readonly string[] } | undefined;

/**
 * §1 the origins of the market hosts MARKET_HOSTS names, served like the public origin (its scheme
 * and port, another host name). They are the app's origins too: the hosted pay pages may be framed
 * by them (frame-ancestors) and their pages may open the WebSocket. `*` names no origin.
 */
export function marketOrigins(): readonly string[] {
  const base = publicOrigin();
  const hosts = [...env().MARKET_HOSTS.keys()].filter((host) => host !== ANY_HOST);
  const key = `${base} ${hosts.join(',')}`;
  if (cached?.key !== key) {
    const origins = hosts.map((host) => {
      const url = new URL(base);
      url.hostname = host;
      return url.origin;
    });
    cached = { key, origins };
  }
  return cached.origins;
}
