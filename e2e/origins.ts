/**
 * The two origins of the journeys: the guest app and, on a second port of the same process, the pay pages.
 * E2E_ENGINE=postgres runs the PostgreSQL journeys (playwright.config.ts, project 'postgres'): their
 * server has ports of its own, so the journeys, which read these origins, stay as they are.
 */
const onPostgres = process.env.E2E_ENGINE === 'postgres';
// E2E_PORT moves the app (and its pay and switches ports) so two checkouts can run journeys at once.
const base = Number(process.env.E2E_PORT ?? 3100);
export const APP_PORT = onPostgres ? base + 100 : base;
export const PAY_PORT = APP_PORT + 1;
export const appOrigin = `http://localhost:${APP_PORT}`;
export const payOrigin = `http://localhost:${PAY_PORT}`;

/**
 * §1 market variants on their own loopback host names, served by the one app server
 * (MARKET_HOSTS in playwright.config.ts); chromium resolves *.localhost to 127.0.0.1 by itself.
 */
export const esOrigin = `http://es.localhost:${APP_PORT}`;
export const specialOrigin = `http://special.localhost:${APP_PORT}`;

/**
 * A second server with the §4 forced-AVS switch on (AVS_FORCED_MODAL, which would change every
 * other journey's guests): the journeys in e2e/switches/. Its pay pages are on its own origin (no PAY_PORT).
 */
export const SWITCHES_PORT = base + 2;
export const switchesOrigin = `http://localhost:${SWITCHES_PORT}`;

/**
 * The live journeys' own server (project 'live' in playwright.config.ts), pay pages on the next
 * port: her one room and her online state are theirs alone, so they run beside the other journeys
 * instead of after all of them.
 */
export const LIVE_PORT = base + 3;
export const liveOrigin = `http://localhost:${LIVE_PORT}`;
export const livePayOrigin = `http://localhost:${LIVE_PORT + 1}`;
