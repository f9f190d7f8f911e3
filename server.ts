// The one process of the platform (DESIGN.md): Next's request handler and the WebSocket hub on
// one HTTP server. Run with `node --import tsx --import ./scripts/node-hooks.mjs server.ts [--dev]`.
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import next from 'next';
import { bootRuntime, shutdownRuntime } from '@/lib/server/boot';
import { env } from '@/lib/server/env';
import { applySecurityHeaders } from '@/lib/server/http/apply-security-headers';
import { pagePolicy } from '@/lib/server/http/page-cache-policy';
import { marketOfRequest } from '@/lib/server/market/request-market';
import { listenForPageInvalidations, pageCache } from '@/lib/server/http/page-cache-registry';
import { isDirectRestRequest, serveRest } from '@/lib/server/http/rest-direct';
import { serveCached } from '@/lib/server/http/serve-cached';
import { withServiceSlash } from '@/lib/server/http/service-path';
import { countryFromHeaders } from '@/lib/server/http/viewer-country';
import { runtime } from '@/lib/server/runtime';
import { log } from '@/lib/server/log';
import { listenForOperatorRequests } from '@/lib/server/operator/listen-for-operator-requests';
import { PUSH_TIMEOUT_MS } from '@/lib/server/push/deliver-push';
import { pushesSettled } from '@/lib/server/push/push-queue';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import { chatLiveAccess } from '@/lib/server/chat/chat-live-access';
import { attachRealtime, REALTIME_PATH } from '@/lib/server/ws/attach';
import type { RealtimeHub } from '@/lib/server/realtime/hub';

const dev = process.argv.includes('--dev') || process.env.NODE_ENV !== 'production';

process.on('unhandledRejection', (reason) => log.error('unhandled rejection', reason));

type Running = { servers: Server[]; hub: RealtimeHub; app: ReturnType<typeof next> };

async function start(): Promise<Running> {
  const { PORT: port, PAY_PORT: payPort } = env();
  // Migrations and the seed run here, in the only process that opens the database.
  await bootRuntime();

  // Next attaches its upgrade listener to `httpServer` on the first request. Handing it this
  // emitter instead of the real server keeps it away from /ws; attachRealtime forwards only
  // the dev HMR socket to it.
  const nextUpgrades = new EventEmitter();
  const app = next({ dev, hostname: 'localhost', port, httpServer: nextUpgrades as unknown as Server });
  await app.prepare();
  const handle = app.getRequestHandler();
  const pageTtlMs = env().PAGE_CACHE_SECONDS * 1000;
  const trustProxy = env().TRUST_PROXY;
  listenForPageInvalidations(runtime().pubsub);
  listenForOperatorRequests(runtime().pubsub);

  const onRequest: RequestListener = (req, res) => {
    if ((req.url ?? '').split('?', 1)[0] === REALTIME_PATH) {
      res.writeHead(426, { upgrade: 'websocket', 'content-type': 'text/plain' }).end('WebSocket only.');
      return;
    }
    // The login throttle counts per client address (lib/server/http/client-ip.ts): without a
    // trusted proxy in front, the address is the socket's, whatever the client claims.
    if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    // CSP (a fresh script nonce per document), HSTS, Referrer- and Permissions-Policy, nosniff.
    applySecurityHeaders(req, res, { dev, trustProxy });
    let served: Promise<void>;
    if (isDirectRestRequest(req.method, req.url ?? '/')) {
      // REST calls skip Next: the dispatcher answers them as the route handler would.
      served = serveRest(req, res, port, dispatchRestRequest);
    } else {
      req.url = withServiceSlash(req.url ?? '/');
      // Public guest pages come from the page cache when fresh (cached public HTML,
      // invalidated by tag); development always renders.
      const country = countryFromHeaders((name) => req.headers[name] as string | undefined);
      const market = marketOfRequest(req.headers.host).variant;
      const policy = !dev && pageTtlMs > 0 ? pagePolicy(req.method, req.url, req.headers, country, market) : null;
      served = policy ? serveCached(req, res, pageCache(), policy, pageTtlMs, handle) : handle(req, res);
    }
    served.catch((error: unknown) => {
      log.error(`request failed: ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  };
  const server = createServer(onRequest);
  // Live video is authorized per chat and drives billing: the chat service's LiveAccess.
  const hub = attachRealtime(server, {
    liveAccess: chatLiveAccess(runtime().db, runtime().pubsub),
    forward: (req: IncomingMessage) =>
      dev && req.url?.startsWith('/_next/') ? (...args) => void nextUpgrades.emit('upgrade', ...args) : undefined,
  });

  // PAY_PORT: the same handler on a second port, so the hosted pay pages have an origin of their
  // own (PAY_ORIGIN) without a second process: PGlite allows one process per data folder.
  const payServer = payPort ? createServer(onRequest) : null;
  await listen(server, port);
  if (payServer && payPort) await listen(payServer, payPort);
  log.info(`ready on http://localhost:${port}/ (${dev ? 'development' : 'production'})${payPort ? `, pay pages also on port ${payPort}` : ''}`);
  return { servers: payServer ? [server, payServer] : [server], hub, app };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Node's default accept backlog (511) drops connection attempts when thousands of pages
    // reconnect at once after a restart (npm run reliability, the reconnect storm); the kernel
    // caps it at its own somaxconn.
    server.listen({ port, backlog: 4096 }, () => resolve());
  });
}

const running = start();
running.catch(async (error: unknown) => {
  log.error('server failed to start', error);
  await shutdownRuntime().catch(() => {});
  process.exit(1);
});

let stopping = false;
/** Stop accepting, close every socket (1001), close HTTP, close the database, exit 0. */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    log.warn(`${signal} again: exiting without cleanup`);
    process.exit(1);
  }
  stopping = true;
  log.info(`${signal}: shutting down`);
  try {
    // A signal during start-up waits for it: PGlite must not be left half-written.
    const { servers, hub, app } = await running;
    const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    for (const server of servers) {
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    }
    await hub.close();
    await Promise.all(closed);
    // §4 alerts queued by the last requests still read the database: let them go out first
    // (each send has its own timeout; the cap keeps a dead push service from holding the exit).
    await Promise.race([pushesSettled(), new Promise((resolve) => setTimeout(resolve, PUSH_TIMEOUT_MS).unref())]);
    await app.close();
    await shutdownRuntime(); // closes the database: essential for PGlite's data folder
    process.exit(0);
  } catch (error) {
    log.error('shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
