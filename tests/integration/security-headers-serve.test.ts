import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nonceFromPolicy } from '@/lib/csp/script-nonce';
import { graphqlServer } from '@/lib/server/graphql/yoga';
import { applySecurityHeaders } from '@/lib/server/http/apply-security-headers';
import { createPageCache, type PageCache } from '@/lib/server/http/page-cache';
import { pagePolicy } from '@/lib/server/http/page-cache-policy';
import { isDirectRestRequest, serveRest, toWebRequest, writeWebResponse } from '@/lib/server/http/rest-direct';
import { serveCached } from '@/lib/server/http/serve-cached';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

// The pay pages on an origin of their own, as in the journeys (env() is read once per file).
vi.stubEnv('PAY_ORIGIN', 'http://localhost:3101');
const APP = 'http://localhost:3000';
const PAY = 'http://localhost:3101';

/** Next's part: a page whose scripts carry the nonce of the request's policy, as Next renders it. */
let renders = 0;
async function nextHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if ((req.url ?? '').startsWith('/graphql')) {
    const { request } = toWebRequest(req, 3000);
    return writeWebResponse(req, res, await graphqlServer().handleRequest(request, {}));
  }
  renders++;
  const nonce = nonceFromPolicy(req.headers['content-security-policy']);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<html><head><script src="/_next/a.js" nonce="${nonce}"></script></head><body>${'page '.repeat(500)}<script nonce="${nonce}">self.__next_f.push([1,"${nonce}"])</script></body></html>`);
}

/** server.ts's request path: socket address, security headers, then REST, the page cache or Next. */
let cache: PageCache;
let trustProxy = false;
function onRequest(req: IncomingMessage, res: ServerResponse): void {
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  applySecurityHeaders(req, res, { dev: false, trustProxy });
  if (isDirectRestRequest(req.method, req.url ?? '/')) return void serveRest(req, res, 3000, dispatchRestRequest);
  const policy = pagePolicy(req.method, req.url ?? '/', req.headers, null);
  void (policy ? serveCached(req, res, cache, policy, 60_000, nextHandler) : nextHandler(req, res));
}

let rt: AppRuntime;
let server: Server;
let base: string;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  server = createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stopTestRuntime(rt);
});
beforeEach(() => {
  cache = createPageCache({ maxBytes: 1_000_000 });
  trustProxy = false;
  renders = 0;
});

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);

describe('security headers on what server.ts serves', () => {
  it('a guest page: the nonce of its policy is on its scripts, a fresh one per response, also from the page cache', async () => {
    const seen = new Set<string>();
    for (const encoding of ['identity', 'identity', 'gzip', 'gzip']) {
      const response = await fetch(`${base}/en/cams/`, { headers: { 'accept-encoding': encoding } });
      const nonce = nonceFromPolicy(policyOf(response));
      const html = await response.text();
      expect(nonce).toBeTruthy();
      expect(scriptNonces(html)).toEqual([nonce, nonce]);
      expect(html).toContain(`self.__next_f.push([1,"${nonce}"])`);
      expect(policyOf(response)).toContain("frame-ancestors 'none'");
      expect(response.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(self)');
      seen.add(nonce ?? '');
    }
    expect(renders).toBe(1);
    expect(seen.size).toBe(4);
  });

  it('a REST call: a JSON answer nothing may frame or run, nosniff, the referrer policy', async () => {
    const response = await fetch(`${base}/rest/v1/config/client?language=en`);
    expect(response.status).toBe(200);
    expect(policyOf(response)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a /pay page: framed only by the app origins, no camera or microphone', async () => {
    const response = await fetch(`${base}/pay/login/?lang=en`);
    const nonce = nonceFromPolicy(policyOf(response));
    expect(scriptNonces(await response.text())).toEqual([nonce, nonce]);
    expect(policyOf(response)).toContain(`frame-ancestors 'self' ${APP} ${PAY}`);
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('HSTS only when a trusted proxy says the browser came over https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await fetch(`${base}/en/`, { headers: https })).headers.get('strict-transport-security')).toBeNull();
    trustProxy = true;
    expect((await fetch(`${base}/en/`, { headers: https })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetch(`${base}/en/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('a policy the client sends names no nonce of its own', async () => {
    const response = await fetch(`${base}/studio/`, { headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient'" } });
    const html = await response.text();
    expect(html).not.toContain('chosenByTheClient');
    expect(scriptNonces(html)[0]).toBe(nonceFromPolicy(policyOf(response)));
  });
});

describe('CORS: only the app origins may read the services from another origin', () => {
  const query = JSON.stringify({ query: '{ __typename }' });
  const post = (origin: string) => fetch(`${base}/graphql`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: query });

  it('GraphQL answers a foreign origin without Access-Control-Allow-Origin, the app and pay origins with it', async () => {
    const foreign = await post('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    for (const origin of [APP, PAY]) {
      const allowed = await post(origin);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('the preflight is granted to the pay origin only, not to a foreign one', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect((await preflight(PAY)).headers.get('access-control-allow-origin')).toBe(PAY);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('REST grants no cross-origin reading at all', async () => {
    const response = await fetch(`${base}/rest/v1/config/client?language=en`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
