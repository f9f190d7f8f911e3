import { StormClient } from './storm-clients';
import { clock, type StormServer } from './storm-server';

/** Connections opened at once when the clients first connect: the listen backlog never overflows. */
const OPEN_BATCH = 500;
const FLIP_EVERY_MS = 200;
export const BACK_WITHIN_MS = 10_000;
/** How long the storm may last before the clients still away count as lost. */
const GIVE_UP_MS = 30_000;
const SETTLE_MS = 1_500;

export type StormFigures = {
  clients: number;
  dropped: number;
  /** Share of clients with a logged-in session again within 10 s of the drop, in %. */
  backWithin10sPct: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  notBack: number;
  /** Numbered events (presence switches) published after the drop. */
  events: number;
  duplicates: number;
  missing: number;
  /** Clients whose shown presence equals the server's at the end. */
  converged: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/**
 * The reconnect storm (docs/PERFORMANCE.md "Reliability"): every client logged in, every TCP
 * connection of the server cut at once, the clients reconnect with jittered backoff while the
 * server keeps publishing numbered events (presence switches of one performer, each with its
 * version). Each client must receive every event published after its new session was
 * acknowledged exactly once, never one twice, and end showing the server's state.
 */
export async function runStorm(server: StormServer, count: number): Promise<StormFigures> {
  const clients = Array.from({ length: count }, (_, i) => new StormClient(server.url, server.tokens[i] as string, server.actorId));
  try {
    for (let start = 0; start < count; start += OPEN_BATCH) await Promise.all(clients.slice(start, start + OPEN_BATCH).map((c) => c.start()));
    for (let i = 0; i < 3; i += 1) await server.flip();
    await sleep(300);

    const { dropped, at: droppedAt } = await server.drop();
    const published: { version: number; at: number }[] = [];
    const backAt = (c: StormClient) => c.acks.find((at) => at > droppedAt);
    while (clients.some((c) => backAt(c) === undefined) && clock() - droppedAt < GIVE_UP_MS) {
      published.push(await server.flip());
      await sleep(FLIP_EVERY_MS);
    }
    // A few more after everyone is back: the last events reach every client on its new session.
    for (let i = 0; i < 3; i += 1) {
      published.push(await server.flip());
      await sleep(FLIP_EVERY_MS);
    }
    await sleep(SETTLE_MS);
    const final = await server.state();

    const times: number[] = [];
    let duplicates = 0;
    let missing = 0;
    let converged = 0;
    for (const client of clients) {
      const back = backAt(client);
      if (back !== undefined) times.push(back - droppedAt);
      const versions = client.events.map((e) => e.version);
      duplicates += versions.length - new Set(versions).size;
      const received = new Set(versions);
      // Published after this client's new session was acknowledged: it must have it.
      if (back !== undefined) missing += published.filter((p) => p.at > back && !received.has(p.version)).length;
      if (client.view.version === final.version && client.view.online === final.online) converged += 1;
    }
    return {
      clients: count,
      dropped,
      backWithin10sPct: (100 * times.filter((ms) => ms <= BACK_WITHIN_MS).length) / count,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(0, ...times),
      notBack: count - times.length,
      events: published.length,
      duplicates,
      missing,
      converged,
    };
  } finally {
    for (const client of clients) client.stop();
  }
}
