import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { actors } from '@/lib/server/db/schema/actors';
import type { AppRuntime } from '@/lib/server/runtime';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { attachRealtime } from '@/lib/server/ws/attach';
import { createBenchGuests } from '@/bench/realtime-runtime';

/** One clock for the server and the clients on this machine, in ms (as bench/realtime-child.ts). */
export const clock = () => performance.timeOrigin + performance.now();

export type Presence = { online: boolean; version: number };

/** The reconnect storm's server, in this process (the short form) or in a child (tests/reliability/storm-child.ts). */
export type StormServer = {
  url: string;
  tokens: string[];
  actorId: number;
  /** Ends every TCP connection at once, without a close frame (as a crashed process or a dead link would). */
  drop(): Promise<{ dropped: number; at: number }>;
  /** Switches the performer's presence (the real setActorOnline: version + 1, actorOnline/actorOffline to every session). */
  flip(): Promise<Presence & { at: number }>;
  state(): Promise<Presence>;
  connections(): Promise<number>;
  close(): Promise<void>;
};

/**
 * An http server with the real hub (attachRealtime: session auth, snapshots, broadcasts) over
 * `app`, `sessions` guests with real access tokens, and the first performer whose presence the
 * storm's numbered events switch. The per-address cap is raised: every client comes from 127.0.0.1.
 */
export async function createStormServer(app: AppRuntime, sessions: number): Promise<StormServer> {
  const [actor] = await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  if (!actor) throw new Error('storm: the seed has no performer');
  const bench = await createBenchGuests(app, sessions);
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  const hub = attachRealtime(server, { maxConnectionsPerAddress: sessions + 100 });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // A backlog for every client: reconnecting at once, they must queue, not have their SYNs dropped.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: sessions }, resolve));
  const state = async (): Promise<Presence> => {
    const [row] = await app.db.select({ online: actors.isOnline, version: actors.presenceVersion }).from(actors).where(eq(actors.id, actor.id));
    if (!row) throw new Error('storm: the performer is gone');
    return row;
  };
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    tokens: bench.tokens,
    actorId: actor.id,
    async drop() {
      const at = clock();
      const dropped = sockets.size;
      for (const socket of sockets) socket.destroy();
      return { dropped, at };
    },
    async flip() {
      const at = clock();
      const { online } = await state();
      await setActorOnline(app.db, app.pubsub, actor.id, !online);
      return { ...(await state()), at };
    },
    state,
    connections: async () => hub.connectionCount(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
