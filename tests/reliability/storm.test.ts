import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { BACK_WITHIN_MS, runStorm } from './storm';
import { startStormProcess } from './storm-process';
import { createStormServer, type StormServer } from './storm-server';

/**
 * The reconnect storm (tests/reliability/storm.ts). `npm test` runs 500 clients against a server
 * in this process; `npm run reliability` 5,000 against a server process of its own
 * (STORM_CLIENTS=5000; STORM_SERVER=process or =here chooses).
 */
const CLIENTS = Number(process.env.STORM_CLIENTS ?? 500);
// Thousands of client sockets on the server's own event loop would measure the clients: with
// more than 1,000 clients the server runs in a process of its own unless STORM_SERVER says otherwise.
const inProcess = (process.env.STORM_SERVER ?? (CLIENTS > 1_000 ? 'process' : 'here')) !== 'process';

let rt: AppRuntime | null = null;
let server: StormServer;
beforeAll(async () => {
  if (inProcess) {
    rt = await startTestRuntime();
    server = await createStormServer(rt, CLIENTS);
  } else server = await startStormProcess(CLIENTS);
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (rt) await stopTestRuntime(rt);
});

describe(`reconnect storm: ${CLIENTS} WebSocket clients dropped at once`, () => {
  it(`≥ 95 % back within ${BACK_WITHIN_MS / 1000} s, no duplicate and no missing event, every page shows the server's state`, async () => {
    const figures = await runStorm(server, CLIENTS);
    console.info(`RELIABILITY ${JSON.stringify({ storm: figures })}`);
    expect(figures.dropped).toBeGreaterThanOrEqual(CLIENTS);
    expect(figures.backWithin10sPct).toBeGreaterThanOrEqual(95);
    expect(figures.events).toBeGreaterThan(3);
    expect(figures.duplicates).toBe(0);
    expect(figures.missing).toBe(0);
    expect(figures.converged).toBe(CLIENTS);
  }, 240_000);
});
