// The server side of the real-time bench (bench/realtime.ts), in its own process so that only the
// server's memory is measured: `hub` = an http server with the real hub (attachRealtime: the real
// session auth on an in-memory PGlite, the in-process PubSub); `bare` = a bare `ws`
// WebSocketServer, the baseline. Both without permessage-deflate. Run with --expose-gc;
// driven by the parent over IPC (bench/realtime-ipc.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { buyItem } from '@/lib/server/purchases/buy-item';
import { publishPurchase } from '@/lib/server/purchases/publish-purchase';
import { attachRealtime } from '@/lib/server/ws/attach';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { AppRuntime } from '@/lib/server/runtime';
import type { ChildReply, ChildRequest } from './realtime-ipc';
import { createBenchGuests, fundGuests, paidVideos, startBenchRuntime, warmAuth } from './realtime-runtime';

const mode = process.argv[2];
const sessions = Number(process.argv[3]);
const sample = Number(process.argv[4]);
/** One clock for both processes on this machine: wall-clock origin + monotonic offset, in ms. */
const clock = () => performance.timeOrigin + performance.now();

function memory(): ChildReply {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the child with --expose-gc');
  for (let i = 0; i < 3; i++) gc();
  const usage = process.memoryUsage();
  return { type: 'memory', heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss };
}

/** Purchases with `concurrency` workers; each commit time is taken when buyItem (its transaction) returned. */
async function purchases(app: AppRuntime, guestIds: number[], items: { id: number }[], concurrency: number): Promise<ChildReply> {
  const committed: { guestId: number; at: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < guestIds.length) {
      const index = next++;
      const guestId = guestIds[index] as number;
      const item = items[index % items.length] as { id: number };
      const outcome = await buyItem(app.db, guestId, item.id, new Date());
      const at = clock();
      if (!outcome.balanceChanged) throw new Error(`guest ${guestId}: the purchase moved no money`);
      committed.push({ guestId, at });
      // Exactly what the REST call album/{albumId}/buy does after the commit (lib/server/rest/areas/album.ts).
      await publishPurchase(app.db, app.pubsub, guestId, outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { type: 'bought', committed };
}

async function startHub(send: (reply: ChildReply) => void): Promise<(request: ChildRequest) => Promise<ChildReply>> {
  const app = await startBenchRuntime();
  const bench = await createBenchGuests(app, sessions);
  const sampled = bench.guestIds.slice(0, sample);
  const items = await paidVideos(app);
  await fundGuests(app, sampled, Math.max(...items.map((item) => item.price)) * 2);
  await warmAuth(app, bench);
  const server = createServer((_req, res) => res.writeHead(404).end());
  const hub = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  send({ type: 'ready', url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, tokens: bench.tokens, guestIds: bench.guestIds });
  return async (request) => {
    if (request.type === 'memory') return memory();
    if (request.type === 'count') return { type: 'count', connections: hub.connectionCount() };
    if (request.type === 'fanout') {
      const at = clock();
      // The real path of an actor going online: PubSub channel realtime.all → every hub → every socket.
      // The in-process PubSub delivers synchronously: when this returns, every socket was written to.
      await publishToAll(app.pubsub, { type: 'actorOnline', actorId: request.actorId });
      return { type: 'published', at, sentAt: clock() };
    }
    return purchases(app, request.guestIds, items, request.concurrency);
  };
}

async function startBare(send: (reply: ChildReply) => void): Promise<(request: ChildRequest) => Promise<ChildReply>> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  send({ type: 'ready', url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`, tokens: [], guestIds: [] });
  return async (request) => {
    if (request.type === 'memory') return memory();
    if (request.type === 'count') return { type: 'count', connections: wss.clients.size };
    if (request.type === 'fanout') {
      const at = clock();
      const text = JSON.stringify({ type: 'actorOnline', actorId: request.actorId });
      for (const socket of wss.clients) socket.send(text);
      return { type: 'published', at, sentAt: clock() };
    }
    throw new Error('the bare baseline makes no purchases');
  };
}

async function main(): Promise<void> {
  const send = (reply: ChildReply) => process.send?.(reply);
  const handle = mode === 'hub' ? await startHub(send) : await startBare(send);
  process.on('message', (request: ChildRequest) => {
    handle(request).then(send, (error: unknown) => send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
