import { ClientPool } from './realtime-clients';
import { startServerChild } from './realtime-ipc';

/** "Speed": idle authenticated sessions, one process. BENCH_RT_SESSIONS overrides (smoke runs). */
const SESSIONS = Number(process.env.BENCH_RT_SESSIONS ?? 10_000);
/** Guests among the sessions who each buy one video; their guestBalance latency is measured. */
const SAMPLE = Math.min(200, SESSIONS);
const PURCHASE_CONCURRENCY = 4;
const FANOUT_ROUNDS = 7;
/** Unmeasured rounds first: a fresh child's JIT and young generation would otherwise handicap the bare baseline. */
const FANOUT_WARMUP = 3;
/** Targets. */
export const TARGETS = { kibPerSession: 30, fanoutRatio: 0.5, balanceP99Ms: 100 };

type Memory = { heapUsed: number; external: number; rss: number };
export type ServerFigures = {
  sessions: number;
  /** (heapUsed + external) after − before, per session, KiB; and the same for RSS. */
  heapExternalKiB: number;
  rssKiB: number;
  /** Each round: sessions / (last receive − publish) in messages per second. */
  fanoutRates: number[];
  fanoutMedian: number;
  /** Each round: sessions / (send loop done − publish), the server's own share, messages per second. */
  sendRates: number[];
  sendMedian: number;
  balance?: { purchases: number; p50Ms: number; p99Ms: number; maxMs: number };
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const perSessionKiB = (before: number, after: number) => (after - before) / SESSIONS / 1024;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One server child (bench/realtime-child.ts) under SESSIONS idle sessions: memory per session
 * (forced gc in the child, before and after), fan-out of one actorOnline to every socket, and —
 * for the hub — the guestBalance latency after real purchases.
 */
async function measure(mode: 'hub' | 'bare'): Promise<ServerFigures> {
  const child = await startServerChild(mode, SESSIONS, SAMPLE);
  const pool = new ClientPool();
  try {
    const before: Memory = await child.request({ type: 'memory' }, 'memory');
    const opening = Date.now();
    await pool.open(child.ready.url, SESSIONS, child.ready.tokens);
    const { connections } = await child.request({ type: 'count' }, 'count');
    if (connections !== SESSIONS || pool.openCount() !== SESSIONS) throw new Error(`${mode}: ${connections} server connections, ${pool.openCount()} open clients, ${SESSIONS} expected`);
    console.log(`  ${mode}: ${SESSIONS} sessions open${mode === 'hub' ? ' and logged in' : ''} after ${((Date.now() - opening) / 1000).toFixed(1)} s`);
    await settle(1_000);
    const after: Memory = await child.request({ type: 'memory' }, 'memory');

    const fanoutRates: number[] = [];
    const sendRates: number[] = [];
    for (let round = 0; round < FANOUT_WARMUP + FANOUT_ROUNDS; round++) {
      const actorId = 900_000 + round;
      const everywhere = pool.expectEverywhere(JSON.stringify({ type: 'actorOnline', actorId }));
      const { at, sentAt } = await child.request({ type: 'fanout', actorId }, 'published');
      const last = await everywhere;
      if (round >= FANOUT_WARMUP) {
        fanoutRates.push(SESSIONS / ((last - at) / 1000));
        sendRates.push(SESSIONS / ((sentAt - at) / 1000));
      }
      await settle(200);
    }

    let balance: ServerFigures['balance'];
    if (mode === 'hub') {
      const indexes = Array.from({ length: SAMPLE }, (_, i) => i);
      const { committed } = await child.request({ type: 'buy', guestIds: indexes.map((i) => child.ready.guestIds[i] as number), concurrency: PURCHASE_CONCURRENCY }, 'bought');
      const missing = await pool.waitForBalances(indexes, 10_000);
      if (missing.length > 0) throw new Error(`hub: ${missing.length} of ${SAMPLE} guests never received guestBalance`);
      const commitOf = new Map(committed.map((c) => [c.guestId, c.at]));
      const latencies = indexes.map((i) => (pool.balanceAt.get(i) as number) - (commitOf.get(child.ready.guestIds[i] as number) as number));
      balance = { purchases: committed.length, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: Math.max(...latencies) };
    }
    return {
      sessions: SESSIONS,
      heapExternalKiB: perSessionKiB(before.heapUsed + before.external, after.heapUsed + after.external),
      rssKiB: perSessionKiB(before.rss, after.rss),
      fanoutRates,
      fanoutMedian: percentile(fanoutRates, 50),
      sendRates,
      sendMedian: percentile(sendRates, 50),
      balance,
    };
  } finally {
    await pool.close();
    await child.stop();
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The section: the bare `ws` baseline first, then the hub, each in a fresh child; a table and the three targets. */
export async function realtimeSection(): Promise<{ report: Record<string, unknown>; lines: string[] }> {
  console.log(`\nrealtime: ${SESSIONS} idle sessions, bare ws baseline then the hub`);
  const bare = await measure('bare');
  const hub = await measure('hub');
  const ratio = hub.fanoutMedian / bare.fanoutMedian;
  const sendRatio = hub.sendMedian / bare.sendMedian;
  const memoryOk = Math.max(hub.heapExternalKiB, hub.rssKiB) <= TARGETS.kibPerSession;
  // Both the delivered rate and the server's own send loop must reach the ratio.
  const fanoutOk = Math.min(ratio, sendRatio) >= TARGETS.fanoutRatio;
  const p99 = hub.balance?.p99Ms ?? Number.POSITIVE_INFINITY;
  const balanceOk = p99 <= TARGETS.balanceP99Ms;
  const f1 = (n: number) => n.toFixed(1);
  const lines = [
    '',
    `### Real time (${SESSIONS} idle sessions, no permessage-deflate, server in a child process)`,
    '',
    `| server | KiB/session heap+external | KiB/session RSS | delivered to all, msg/s (median of ${FANOUT_ROUNDS}, after ${FANOUT_WARMUP} unmeasured) | vs bare ws | server send loop, msg/s | vs bare ws |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| bare \`ws\` WebSocketServer (baseline) | ${f1(bare.heapExternalKiB)} | ${f1(bare.rssKiB)} | ${bare.fanoutMedian.toFixed(0)} | 1.00× | ${bare.sendMedian.toFixed(0)} | 1.00× |`,
    `| hub, logged-in guest sessions, actorOnline via publishToAll | ${f1(hub.heapExternalKiB)} | ${f1(hub.rssKiB)} | ${hub.fanoutMedian.toFixed(0)} | ${ratio.toFixed(2)}× | ${hub.sendMedian.toFixed(0)} | ${sendRatio.toFixed(2)}× |`,
    '',
    `guestBalance after a committed purchase (${hub.balance?.purchases ?? 0} purchases through buyItem + publishPurchase, concurrency ${PURCHASE_CONCURRENCY}): p50 ${f1(hub.balance?.p50Ms ?? NaN)} ms, p99 ${f1(p99)} ms, max ${f1(hub.balance?.maxMs ?? NaN)} ms.`,
    '',
    '| target | measured | |',
    '|---|---:|---|',
    `| ≤ ${TARGETS.kibPerSession} KiB server memory per idle authenticated session (both measures) | ${f1(Math.max(hub.heapExternalKiB, hub.rssKiB))} KiB | ${verdict(memoryOk)} |`,
    `| fan-out ≥ ${TARGETS.fanoutRatio}× bare \`ws\` broadcast (delivered to all ${SESSIONS}; the send loop alone: ${sendRatio.toFixed(2)}×) | ${ratio.toFixed(2)}× | ${verdict(fanoutOk)} |`,
    `| guestBalance p99 ≤ ${TARGETS.balanceP99Ms} ms after commit | ${f1(p99)} ms | ${verdict(balanceOk)} |`,
  ];
  console.log(`realtime: hub ${f1(hub.heapExternalKiB)} KiB/session (bare ${f1(bare.heapExternalKiB)}), fan-out ${ratio.toFixed(2)}× bare, balance p99 ${f1(p99)} ms`);
  return { report: { realtime: { bare, hub, fanoutRatio: ratio, sendRatio, targets: TARGETS, met: { memory: memoryOk, fanout: fanoutOk, balance: balanceOk } } }, lines };
}
