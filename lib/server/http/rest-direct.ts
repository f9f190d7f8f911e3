import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';

/**
 * REST calls go from server.ts straight to the dispatcher ("How a request flows"): Next's route
 * matching, its request wrapping and its rendering pipeline cost more than most calls themselves.
 * The dispatcher keeps every rule (methods, 1 MB body, JSON, zod, auth, error mapping); this file
 * only turns node's request into a Web Request and writes the Response back.
 */

/** Methods the REST route answers; others (OPTIONS, …) still go to Next, which answers them as before. */
const DIRECT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Areas that are a call themselves (§7 misc alive: GET /rest/v1/alive, the load balancer's health check). */
const AREA_CALLS = new Set(['alive']);

/**
 * True for `/rest/v1/{area}/{call…}` with or without the trailing slash. Paths Next answers with
 * a 308 (repeated slashes, a backslash, a slash after a file-like last segment) and paths with
 * no call (Next's 404 page) stay with Next.
 */
export function isDirectRestRequest(method: string | undefined, url: string): boolean {
  if (!url.startsWith('/rest/v1/') || !DIRECT_METHODS.has(method ?? '')) return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.includes('//') || pathname.includes('\\')) return false;
  const segments = pathname.slice('/rest/v1/'.length).split('/');
  if (pathname.endsWith('/')) {
    segments.pop();
    if (segments.at(-1)?.includes('.')) return false;
  }
  return (segments.length >= 2 || (segments.length === 1 && AREA_CALLS.has(segments[0] ?? ''))) && segments.every((s) => s !== '');
}

/**
 * The body as a Web stream that reads the socket only as the dispatcher pulls. `discard` stops
 * feeding it and drops what is left, as node does for a body nobody read: the answer (a 413,
 * a 404 before the body was looked at) still reaches the client on a connection that stays usable.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discard: () => void } {
  let onData: ((chunk: Buffer) => void) | null = null;
  const discard = () => {
    if (onData) req.off('data', onData);
    onData = null;
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        req.on('data', onData);
        req.once('end', () => onData && controller.close());
        req.once('error', (error) => onData && controller.error(error));
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel: discard,
    },
    { highWaterMark: 1 },
  );
  return { stream, discard };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
}

/**
 * The Request a route handler would get: Next's URL (protocol from the socket or
 * X-Forwarded-Proto, host `localhost:{port}`) and Next's X-Forwarded-* defaults.
 */
export function toWebRequest(req: IncomingMessage, port: number): { request: Request; discardBody: () => void } {
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const https = encrypted || String(req.headers['x-forwarded-proto'] ?? '').includes('https');
  req.headers['x-forwarded-host'] ??= req.headers.host ?? 'localhost';
  req.headers['x-forwarded-port'] ??= String(port);
  req.headers['x-forwarded-proto'] ??= encrypted ? 'https' : 'http';
  req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method !== 'GET' && method !== 'HEAD' && hasBody(req) ? bodyStream(req) : null;
  const request = new Request(`${https ? 'https' : 'http'}://localhost:${port}${req.url ?? '/'}`, {
    method,
    headers,
    body: body?.stream ?? null,
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { request, discardBody: body?.discard ?? (() => undefined) };
}

/** Answers worth compressing (JSON, text), and the size below which gzip saves too little to pay. */
const COMPRESSIBLE = /^(?:application\/json|text\/)/;
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function waitForDrain(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Writes a Response to node's response. A body that arrives in one chunk (every JSON answer) is
 * sent with Content-Length in one write, gzipped from 1 KB when the client takes it (Next
 * compressed these answers too); a longer stream is piped with backpressure. HEAD gets the
 * headers only, as from Next.
 */
export async function writeWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const compressible = COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && headers['content-encoding'] === undefined;
  if (compressible) headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel();
    res.writeHead(response.status, headers).end();
    return;
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  if (second.done) {
    let bytes: Uint8Array = first.value ?? new Uint8Array(0);
    if (compressible && bytes.byteLength >= GZIP_MIN_BYTES && acceptsGzip(req)) {
      bytes = gzipSync(bytes);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = bytes.byteLength;
    res.writeHead(response.status, headers).end(bytes);
    return;
  }
  res.writeHead(response.status, headers);
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (let chunk = first; !chunk.done; chunk = chunk === first ? second : await reader.read()) {
    if (res.destroyed) return;
    if (!res.write(chunk.value)) await waitForDrain(res);
  }
  res.end();
}

/** One REST request through the dispatcher; `dispatch` is lib/server/rest/dispatch.ts's entry. */
export async function serveRest(req: IncomingMessage, res: ServerResponse, port: number, dispatch: (request: Request) => Promise<Response>): Promise<void> {
  const { request, discardBody } = toWebRequest(req, port);
  try {
    await writeWebResponse(req, res, await dispatch(request));
  } finally {
    if (!req.complete) discardBody();
  }
}
