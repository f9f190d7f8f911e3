import { sql } from 'drizzle-orm';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { actors } from '@/lib/server/db/schema/actors';
import { isDirectRestRequest, serveRest } from '@/lib/server/http/rest-direct';
import { actorArea } from '@/lib/server/rest/areas/actor';
import { restCall } from '@/lib/server/rest/call';
import { dispatchRestRequest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * server.ts hands /rest/v1/{area}/{call} to the dispatcher without Next. These requests go over
 * a real socket through the same two functions server.ts uses, so the dispatcher's rules must
 * come out as the route handler gives them.
 */
let rt: AppRuntime;
let server: Server;
let port: number;
let base: string;
let actorId: number;
const PROBE_POST = 'probeDirectBody';
const PROBE_ECHO = 'probeDirectEcho';

beforeAll(async () => {
  actorArea[PROBE_POST] = restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({ value: z.number() }),
    handler: async ({ value }) => ({ success: true, value }),
  });
  // What a handler sees of the request: the URL and the X-Forwarded-* headers.
  actorArea[PROBE_ECHO] = restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ pad: z.coerce.number().int().max(10_000).optional() }),
    handler: async ({ pad }, { request }) => ({
      ...(pad ? { pad: 'x'.repeat(pad) } : {}),
      url: request.url,
      forwardedFor: request.headers.get('x-forwarded-for'),
      forwardedProto: request.headers.get('x-forwarded-proto'),
    }),
  });
  rt = await startTestRuntime();
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) = 0`).orderBy(actors.id).limit(1);
  if (!actor) throw new Error('the seed needs a performer without bans');
  actorId = actor.id;
  server = createServer((req, res) => {
    if (!isDirectRestRequest(req.method, req.url ?? '/')) {
      res.writeHead(418).end();
      return;
    }
    serveRest(req, res, port, dispatchRestRequest).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  delete actorArea[PROBE_POST];
  delete actorArea[PROBE_ECHO];
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stopTestRuntime(rt);
});

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body;
}

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/rest/v1/${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

/** A chunked body (no Content-Length) of `chunks` × 64 KB, over a raw socket. */
function postChunked(path: string, chunks: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/rest/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = 'x'.repeat(64 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('which requests server.ts hands to the dispatcher', () => {
  it('takes /rest/v1/{area}/{call…} with or without the trailing slash, and the query', () => {
    for (const url of ['/rest/v1/actor/getActorDataByIdOrName/Lena', '/rest/v1/guest/getGuestBalance/', '/rest/v1/album/12/buy?language=de', '/rest/v1/x/a.json']) {
      expect(isDirectRestRequest('GET', url), url).toBe(true);
    }
    for (const method of ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(isDirectRestRequest(method, '/rest/v1/a/b')).toBe(true);
  });

  it('leaves to Next what Next answers itself: no call, 308s, OPTIONS, pages and other services', () => {
    for (const url of ['/rest/v1/', '/rest/v1/actor', '/rest/v1/actor/', '/rest/v1//x', '/rest/v1/a//b', '/rest/v1/x/a.json/', '/rest/v2/a/b', '/graphql', '/en/']) {
      expect(isDirectRestRequest('GET', url), url).toBe(false);
    }
    expect(isDirectRestRequest('OPTIONS', '/rest/v1/a/b')).toBe(false);
  });
});

describe('the direct REST path keeps the dispatcher rules (§7, DESIGN.md)', () => {
  it('answers a read with JSON, Content-Length and Cache-Control: no-store, at both path forms', async () => {
    for (const path of [`actor/getActorDataByIdOrName/${actorId}`, `actor/getActorDataByIdOrName/${actorId}/?language=de`]) {
      const response = await fetch(`${base}/rest/v1/${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(JSON.parse(text)).toMatchObject({ success: true, data: { id: actorId } });
    }
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await fetch(`${base}/rest/v1/actor/getActorDataByIdOrName/${actorId}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('404 UNKNOWN_CALL for an unknown area or call', async () => {
    await expectError(await fetch(`${base}/rest/v1/nothing/here`), 404, 'UNKNOWN_CALL');
    await expectError(await fetch(`${base}/rest/v1/actor/getNothing/1/`), 404, 'UNKNOWN_CALL');
  });

  it('405 with Allow for a known call with the wrong method; PUT, PATCH and DELETE as the route answers them', async () => {
    const wrong = await postJson('actor/getActorStateById/1', '{}');
    await expectError(wrong, 405, 'METHOD_NOT_ALLOWED');
    expect(wrong.headers.get('allow')).toBe('GET');
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${base}/rest/v1/nothing/here`, { method });
      await expectError(response, 405, 'METHOD_NOT_ALLOWED');
      expect(response.headers.get('allow')).toBe('GET, POST');
    }
  });

  it('401 for a bad token, 422 with issues for bad input, 400 for a body that is not JSON', async () => {
    await expectError(await fetch(`${base}/rest/v1/guest/getGuestBalance`), 401, 'UNAUTHORIZED');
    await expectError(await fetch(`${base}/rest/v1/actor/getActorDataByIdOrName/1`, { headers: { authorization: 'Bearer nope' } }), 401, 'UNAUTHORIZED');
    const invalid = await expectError(await postJson(`actor/${PROBE_POST}`, '{"value": "no"}'), 422, 'VALIDATION_FAILED');
    expect(invalid.error.issues?.[0]?.path).toBe('value');
    await expectError(await postJson(`actor/${PROBE_POST}`, '{"value": '), 400, 'MALFORMED_JSON');
  });

  it('reads a POST body and answers 200', async () => {
    const response = await postJson(`actor/${PROBE_POST}`, '{"value": 42}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: 42 });
  });

  it('413 for a body over 1 MB, by Content-Length and by the bytes of a chunked body, and keeps serving', async () => {
    await expectError(await postJson(`actor/${PROBE_POST}`, JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) })), 413, 'PAYLOAD_TOO_LARGE');
    const chunked = await postChunked(`actor/${PROBE_POST}`, 20);
    expect(chunked.status).toBe(413);
    expect(errorBodySchema.parse(JSON.parse(chunked.body)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await postJson(`actor/${PROBE_POST}`, '{"value": 1}')).status).toBe(200);
  });

  it('sends the Set-Cookie headers of a call one by one, exactly as the route handler does', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-proto': 'https' };
    const direct = await postJson('account/logout', '{}', headers);
    expect(direct.status).toBe(200);
    const viaRoute = await POST(new Request('http://localhost/rest/v1/account/logout/', { method: 'POST', body: '{}', headers }), {
      params: Promise.resolve({ area: 'account', call: ['logout'] }),
    });
    expect(direct.headers.getSetCookie()).toHaveLength(2);
    expect(direct.headers.getSetCookie()).toEqual(viaRoute.headers.getSetCookie());
    expect(direct.headers.getSetCookie().every((cookie) => cookie.includes('Secure'))).toBe(true);
    expect(await direct.json()).toEqual(await viaRoute.json());
  });

  it('gzips a JSON answer from 1 KB when the client takes gzip, with Vary: Accept-Encoding', async () => {
    const small = await fetch(`${base}/rest/v1/actor/${PROBE_ECHO}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    const large = await fetch(`${base}/rest/v1/actor/${PROBE_ECHO}?pad=5000`, { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(Number(large.headers.get('content-length'))).toBeLessThan(1000);
    expect(((await large.json()) as { pad: string }).pad).toHaveLength(5000);
  });

  it("hands the handler Next's URL and X-Forwarded-* defaults", async () => {
    const plain = await (await fetch(`${base}/rest/v1/actor/${PROBE_ECHO}?a=1`)).json();
    expect(plain).toEqual({ url: `http://localhost:${port}/rest/v1/actor/${PROBE_ECHO}?a=1`, forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    const proxied = await (await fetch(`${base}/rest/v1/actor/${PROBE_ECHO}/`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } })).json();
    expect(proxied).toEqual({ url: `https://localhost:${port}/rest/v1/actor/${PROBE_ECHO}/`, forwardedFor: '203.0.113.9', forwardedProto: 'https' });
  });
});
