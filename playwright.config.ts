import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// The hosted pay pages on a second origin (same process, another port).

import { APP_PORT as PORT, appOrigin as baseURL, LIVE_PORT, liveOrigin, livePayOrigin, PAY_PORT, payOrigin, SWITCHES_PORT, switchesOrigin } from './e2e/origins';

// A fresh database per run, outside ./data (that folder is PGlite's own data directory for
// `npm start`). Playwright loads this file again in every worker: the folder is chosen once and
// handed down through the environment. scripts/test.mjs removes old ones.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `cam-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });
const switchesDataDir = `${dataDir}-switches`;
mkdirSync(switchesDataDir, { recursive: true });
const liveDataDir = `${dataDir}-live`;
mkdirSync(liveDataDir, { recursive: true });

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake camera and microphone, permission granted without a prompt (live chat journeys).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * Desktop Chrome as Debian's chromium-headless-shell (TOOLCHAIN.md: never `npx playwright install`;
 * scripts/test.mjs installs the package). The shell is the old headless mode Playwright itself uses
 * for headless runs: no GPU process compositing every frame in software, about a third less CPU and
 * wall time per journey on 2 cores than the full browser (docs/PERFORMANCE.md "Test suite").
 */
const chromiumUse = { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell', args: chromiumArgs } };

/** The full browser (/usr/bin/chromium) where the shell lacks a feature: the Push API (§4 web push). */
const fullChromiumUse = { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: ['--headless', ...chromiumArgs] } };
const FULL_BROWSER = ['web-push.spec.ts'];

/** Journeys that write into the demo guest's conversation with the demo performer. */
const DEMO_CONVERSATION = ['messenger.spec.ts', 'studio.spec.ts'];

/** The journeys of the `npm start` engine (PGlite), in five projects on three servers. */
const pgliteProjects = [
  {
    // Live chat journeys take the demo performer's room (online, her shows), which every other
    // journey would see: on a server of their own (e2e/origins.ts). First in the list, so their one
    // worker starts at once beside the other projects (after all of them, on the one server, they
    // were the run's last minutes).
    name: 'live',
    testMatch: 'live/**/*.spec.ts',
    // One at a time: every live journey uses her one room (a private chat makes her busy for the others).
    workers: 1,
    use: { ...chromiumUse, baseURL: liveOrigin },
  },
  {
    name: 'chromium',
    testIgnore: ['switches/**', 'live/**', 'two-process/**', ...DEMO_CONVERSATION, ...FULL_BROWSER],
    use: chromiumUse,
  },
  { name: 'full-browser', testMatch: FULL_BROWSER, use: fullChromiumUse },
  {
    // The demo guest's one conversation with the demo performer: these journeys find it by its
    // newest message (studio) or count its messages (messenger), so a journey of the other worker
    // writing into it at the same time made them fail now and then: one after the other here.
    name: 'demo-conversation',
    testMatch: DEMO_CONVERSATION,
    workers: 1,
    use: chromiumUse,
  },
  {
    // The §4 forced-AVS switch needs a server of its own (e2e/origins.ts).
    name: 'switches',
    testMatch: 'switches/**/*.spec.ts',
    use: { ...chromiumUse, baseURL: switchesOrigin },
  },
];

/**
 * E2E_ENGINE=postgres: the fourth project, the smallest set of journeys covering wallet, buying,
 * messenger and live chat, against a server on a throw-away PostgreSQL cluster (scripts/pg-cluster.mjs
 * `run` starts it, hands the server DATABASE_URL and removes it when the server stops). Its own run
 * (scripts/test.mjs runs it after the others): the journeys read their origins from e2e/origins.ts,
 * which moves to the ports of this server.
 */
const postgresProjects = [
  // Buying and the messenger both spend the demo guest's balance and check it: one after the other.
  { name: 'postgres', testMatch: ['buying.spec.ts', 'messenger.spec.ts'], workers: 1, use: chromiumUse },
  // Side by side with them: the wallet journeys use guests of their own.
  { name: 'postgres-wallet', testMatch: 'wallet.spec.ts', use: chromiumUse },
  // Her room, after the others (as in project 'live').
  { name: 'postgres-live', testMatch: 'live/live-chat.spec.ts', dependencies: ['postgres', 'postgres-wallet'], workers: 1, use: chromiumUse },
];

const serverCommand = 'node --import tsx --import ./scripts/node-hooks.mjs server.ts';
/** NEXT_DIST_DIR names the build the servers run (default .next). */
const distDir: Record<string, string> = process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {};

/** The app server of a run (PGlite or PostgreSQL): production build, small seed, pay pages on their own port. */
const appServerEnv = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  PAY_PORT: String(PAY_PORT),
  PAY_ORIGIN: payOrigin,
  SEED_SCALE: 'small',
  // The development mailbox (/pay/dev/mailbox/) answers in production only when asked for.
  DEV_MAILBOX: '1',
  // §2 test days (qmday/qmdate): the journeys walk events on the days they are live.
  ALLOW_TEST_DAYS: '1',
  // §4 web push: the journey's push service stand-in listens on http://127.0.0.1 (e2e/web-push.spec.ts).
  WEB_PUSH_LOOPBACK: '1',
  // §6 the operator (e2e/operator.spec.ts): production has no operator unless its password is set.
  OPERATOR_PASSWORD: 'ops-pass-123',
  // §1 market variants by host on this one server (e2e/market-*.spec.ts): the Spanish market with
  // its age-check modal, the special market with its login box and home path.
  MARKET_HOSTS: 'es.localhost=es,special.localhost=special',
  ES_AVS_MODAL: '1',
  SPECIAL_MARKET_HOME: 'new-girls',
  NEXT_TELEMETRY_DISABLED: '1',
  ...distDir,
};

const postgresServer = {
  command: `node scripts/pg-cluster.mjs run -- ${serverCommand}`,
  url: `${baseURL}/en/`,
  env: appServerEnv,
  reuseExistingServer: false,
  timeout: 120_000,
  // SIGTERM reaches pg-cluster.mjs: it stops the server cleanly, then the cluster.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
};

const onPostgres = process.env.E2E_ENGINE === 'postgres';

/**
 * E2E_ENGINE=two-process: two app processes on one throw-away PostgreSQL behind the proxy of
 * scripts/two-process.mjs (round-robin per request and per WebSocket, no stickiness); the journey
 * pins the guest to one process and the performer to the other (e2e/two-process/). Its own run,
 * like 'postgres'; the proxy's ports are its own.
 */
const TWO_PROCESS_PORT = Number(process.env.TWO_PROCESS_PORT ?? 3400);
const twoProcessProjects = [
  { name: 'two-process', testMatch: 'two-process/**/*.spec.ts', workers: 1, use: { ...chromiumUse, baseURL: `http://localhost:${TWO_PROCESS_PORT}` } },
];
const twoProcessServer = {
  command: 'node scripts/pg-cluster.mjs run -- node scripts/two-process.mjs',
  url: `http://localhost:${TWO_PROCESS_PORT}/en/`,
  env: { NODE_ENV: 'production', PROXY_PORT: String(TWO_PROCESS_PORT), SEED_SCALE: 'small', DEV_MAILBOX: '1', NEXT_TELEMETRY_DISABLED: '1', ...distDir },
  reuseExistingServer: false,
  timeout: 240_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
};
const onTwoProcess = process.env.E2E_ENGINE === 'two-process';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  // Under the run's own load (three servers and two browsers on 2 cores) the pay pages' frame can
  // take more than the default 5 s to open, with or without CI; a passing check takes no longer for it.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace for every journey costs a screencast per page (~20% of the run's CPU): in
    // CI only the retry of a failed journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A returning visitor who chose "necessary only": the §3 consent banner stays closed so it
    // covers nothing. e2e/search.spec.ts starts its consent journeys without this cookie.
    storageState: {
      cookies: [{ name: 'cc', value: 'f0a0', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
  },
  projects: onTwoProcess ? twoProcessProjects : onPostgres ? postgresProjects : pgliteProjects,
  // The production build must exist already: scripts/test.mjs builds before this step.
  webServer: onTwoProcess ? [twoProcessServer] : onPostgres ? [postgresServer] : [
    {
      command: serverCommand,
      url: `${baseURL}/en/`,
      env: { ...appServerEnv, DATA_DIR: dataDir },
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM lets server.ts close the sockets and the database cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The live journeys' server: the same as the first, its own database and ports.
      command: serverCommand,
      url: `${liveOrigin}/en/`,
      env: { ...appServerEnv, PORT: String(LIVE_PORT), PAY_PORT: String(LIVE_PORT + 1), PAY_ORIGIN: livePayOrigin, DATA_DIR: liveDataDir },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: serverCommand,
      url: `${switchesOrigin}/en/`,
      env: {
        NODE_ENV: 'production',
        PORT: String(SWITCHES_PORT),
        DATA_DIR: switchesDataDir,
        SEED_SCALE: 'small',
        AVS_FORCED_MODAL: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        ...distDir,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
