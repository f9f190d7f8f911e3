import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageCache, type PageCache } from '@/lib/server/http/page-cache';
import { pagePolicy } from '@/lib/server/http/page-cache-policy';
import { isDirectRestRequest, serveRest } from '@/lib/server/http/rest-direct';
import { serveCached } from '@/lib/server/http/serve-cached';
import { marketOrigins } from '@/lib/server/market/market-origins';
import { marketOfRequest } from '@/lib/server/market/request-market';
import { originAllowed } from '@/lib/server/ws/upgrade-guard';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

// env() is read once per file (vitest runs each file in its own process).
vi.stubEnv('MARKET_HOSTS', 'es.localhost=es,special.localhost=special');
vi.stubEnv('ES_AVS_MODAL', '1');
vi.stubEnv('SPECIAL_MARKET_HOME', 'new-girls');

/** Next's part: a page that, like the layout, renders what the request's host decides. */
let renders = 0;
function nextHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders++;
  const market = marketOfRequest(req.headers.host);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<html><body data-market="${market.variant}">es-avs:${market.esAvsModal} login-box:${market.specialLoginBox}</body></html>`);
  return Promise.resolve();
}

/** server.ts's request path: REST directly, pages through the page cache keyed on the host's market. */
let cache: PageCache;
function onRequest(req: IncomingMessage, res: ServerResponse): void {
  if (isDirectRestRequest(req.method, req.url ?? '/')) return void serveRest(req, res, 3000, dispatchRestRequest);
  const policy = pagePolicy(req.method, req.url ?? '/', req.headers, null, marketOfRequest(req.headers.host).variant);
  void (policy ? serveCached(req, res, cache, policy, 60_000, nextHandler) : nextHandler(req, res));
}

let rt: AppRuntime;
let server: Server;
let port: number;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  cache = createPageCache({ maxBytes: 1_000_000 });
  server = createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stopTestRuntime(rt);
});

/** A GET to the test server as a browser on `host` sends it (fetch would not let us choose the Host header). */
function get(host: string, path: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] as string | undefined, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('§1 market variants decided per request from the Host header, one server', () => {
  it('GET config/client answers each host its own market settings', async () => {
    const configOf = async (host: string) => JSON.parse((await get(host, '/rest/v1/config/client?language=en')).body).data;
    expect(await configOf('es.localhost')).toMatchObject({ esAvsModal: true, specialMarketHome: null });
    expect(await configOf('special.localhost')).toMatchObject({ esAvsModal: false, specialMarketHome: 'new-girls' });
    expect(await configOf('localhost')).toMatchObject({ esAvsModal: false, specialMarketHome: null });
    expect(await configOf('ES.LOCALHOST')).toMatchObject({ esAvsModal: true });
  });

  it('the page cache never serves one host\'s page to another: same path, each host its own rendering', async () => {
    const path = `/en/cams/?probe=${Date.now()}`;
    const plain = await get('localhost', path);
    expect(plain).toMatchObject({ status: 200, cache: 'MISS' });
    expect(plain.body).toContain('data-market="default">es-avs:false login-box:false');
    const es = await get('es.localhost', path);
    expect(es).toMatchObject({ status: 200, cache: 'MISS' });
    expect(es.body).toContain('data-market="es">es-avs:true');
    const special = await get('special.localhost', path);
    expect(special.cache).toBe('MISS');
    expect(special.body).toContain('login-box:true');
    // Each host's page is cached apart: the second visit of each is a hit with its own content.
    expect(await get('es.localhost', path)).toMatchObject({ cache: 'HIT', body: es.body });
    expect(await get('localhost', path)).toMatchObject({ cache: 'HIT', body: plain.body });
    // A host the table does not name is the default variant and shares the default host's page.
    expect(await get('127.0.0.1', path)).toMatchObject({ cache: 'HIT', body: plain.body });
    expect(renders).toBe(3);
  });
});

describe('§1 market hosts are the app\'s origins too', () => {
  it('their origins are the public origin\'s scheme and port on each named host; they may open the WebSocket', () => {
    // PUBLIC_ORIGIN unset: http://localhost:PORT (3000 by default).
    expect(marketOrigins()).toEqual(['http://es.localhost:3000', 'http://special.localhost:3000']);
    expect(originAllowed('http://special.localhost:3000', 'localhost:3000')).toBe(true);
    expect(originAllowed('http://evil.localhost:3000', 'localhost:3000')).toBe(false);
  });
});
