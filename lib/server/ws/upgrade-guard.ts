import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { env, payOrigin, publicOrigin } from '@/lib/server/env';
import { clientIp } from '@/lib/server/http/client-ip';
import { marketOrigins } from '@/lib/server/market/market-origins';

export type UpgradeRefusal = '403 Forbidden' | '429 Too Many Requests';

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket upgrade may come from this Origin. Browsers always send one, so a page of
 * another site cannot open a socket in the visitor's name (cross-site WebSocket hijacking): only
 * the app's origins (PUBLIC_ORIGIN, PAY_ORIGIN, the §1 market hosts' origins) pass and, while PUBLIC_ORIGIN is unset (development,
 * the journeys), the host the request was sent to, whatever name the visitor used for it. No
 * Origin at all is a client that is not a browser (tools, tests): it passes and is counted.
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  const parsed = originOf(origin);
  if (parsed === null) return false;
  if (parsed === publicOrigin() || parsed === payOrigin() || marketOrigins().includes(parsed)) return true;
  return env().PUBLIC_ORIGIN === undefined && host !== undefined && new URL(parsed).host === host.toLowerCase();
}

/** The client address as the login throttle sees it (lib/server/http/client-ip.ts); unknown ones share one count. */
function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : (req.socket.remoteAddress ?? '');
  return clientIp(new Headers({ 'x-forwarded-for': forwarded }), trustProxy) ?? 'unknown';
}

/**
 * Admits /ws upgrades: the Origin check, then at most `maxPerAddress` open sockets per client
 * address (WS_MAX_CONNECTIONS_PER_ADDRESS), so one address cannot exhaust the process's sockets.
 * A place is taken at the upgrade and given back when the TCP socket closes, handshake or not.
 */
export function createUpgradeGuard(options: { maxPerAddress?: number } = {}): (req: IncomingMessage, socket: Duplex) => UpgradeRefusal | null {
  const { TRUST_PROXY, WS_MAX_CONNECTIONS_PER_ADDRESS } = env();
  const maxPerAddress = options.maxPerAddress ?? WS_MAX_CONNECTIONS_PER_ADDRESS;
  const open = new Map<string, number>();
  return (req, socket) => {
    if (!originAllowed(req.headers.origin, req.headers.host)) return '403 Forbidden';
    const address = addressOf(req, TRUST_PROXY);
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) return '429 Too Many Requests';
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    return null;
  };
}
