import 'server-only';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { endChatsOfClosedPages } from '@/lib/server/chat/page-gone';
import type { LiveAccess } from '@/lib/server/live-video/live-access';
import { log } from '@/lib/server/log';
import { createHub, type RealtimeHub } from '@/lib/server/realtime/hub';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { hasRuntime, runtime } from '@/lib/server/runtime';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import { attachLiveVideo } from '@/lib/server/ws/live';
import { createUpgradeGuard } from '@/lib/server/ws/upgrade-guard';

export const REALTIME_PATH = '/ws';

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** The hub answering frames with the domain handlers of lib/server/ws (the transport knows none). */
export function createRealtimeHub(options: { pubsub?: PubSub; heartbeatMs?: number } = {}): RealtimeHub {
  return createHub({ ...options, handleMessage: handleClientMessage });
}

/**
 * The one upgrade listener of the HTTP server (DESIGN.md: the real-time channel at /ws).
 * Upgrades on exactly `/ws` go to the hub; `forward` gets the ones it claims (Next's dev HMR
 * socket); every other upgrade is refused with 404. Next is never given the server itself:
 * its own upgrade listener would end /ws upgrades that match an app route (TOOLCHAIN.md).
 * /ws upgrades pass the Origin check and the cap per address first (upgrade-guard.ts).
 * The hub is registered on the runtime so route handlers can fan out to guests. Live video
 * signalling uses the runtime's media router with `liveAccess` (default: only a
 * performer into her own room). A guest without any open page for a while leaves his chat (103).
 */
export function attachRealtime(
  server: Server,
  options: {
    forward?: (req: IncomingMessage) => UpgradeListener | undefined;
    liveAccess?: LiveAccess;
    /** Overrides WS_MAX_CONNECTIONS_PER_ADDRESS (tests of the cap). */
    maxConnectionsPerAddress?: number;
  } = {},
): RealtimeHub {
  const admit = createUpgradeGuard({ maxPerAddress: options.maxConnectionsPerAddress });
  const hub = createRealtimeHub({ pubsub: hasRuntime() ? runtime().pubsub : undefined });
  if (hasRuntime()) runtime().hub = hub;
  attachLiveVideo(hub, { router: hasRuntime() ? runtime().mediaRouter : undefined, access: options.liveAccess });
  // §3 exit 103: a guest whose pages are all gone leaves his chat.
  if (hasRuntime()) endChatsOfClosedPages(hub, runtime().db, runtime().pubsub);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      socket.on('error', (error) => log.debug('upgrade socket error', error));
      const pathname = (req.url ?? '').split('?', 1)[0];
      if (pathname === REALTIME_PATH) {
        const refusal = admit(req, socket);
        if (refusal) return refuse(socket, refusal);
        return hub.handleUpgrade(req, socket, head);
      }
      const forward = options.forward?.(req);
      if (forward) return forward(req, socket, head);
      refuse(socket, '404 Not Found');
    } catch (error) {
      log.error('upgrade failed', error);
      refuse(socket, '500 Internal Server Error');
    }
  });
  return hub;
}
