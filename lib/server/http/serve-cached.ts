import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { nonceFromPolicy } from '@/lib/csp/script-nonce';
import { createScriptDeferrer, type ScriptDeferrer } from './defer-scripts';
import { gzipSink, startGzip, type WireSink } from './miss-gzip';
import { bodyOf, type CachedPage, headersOf, type PageCache, type PageInput } from './page-cache';
import { isReplayable, type PagePolicy } from './page-cache-policy';
import { SECURITY_HEADER_NAMES } from './security-headers';

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Not stored: hop-by-hop, and the security headers each response gets for itself (its own nonce, HSTS). */
const NOT_STORED = new Set<string>(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', ...SECURITY_HEADER_NAMES]);

/** The nonce this response's policy names (applySecurityHeaders put it on the request, for Next). */
const requestNonce = (req: IncomingMessage) => nonceFromPolicy(req.headers['content-security-policy']);

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Writes a cached page with this response's nonce in place of the stored one: gzip when the client
 * takes it (made from parts compressed on the first such hit), the body omitted for HEAD.
 */
export function writeCached(req: IncomingMessage, res: ServerResponse, cache: PageCache, key: string, page: CachedPage, state: 'HIT' | 'SHARED'): void {
  const gzip = acceptsGzip(req);
  const nonce = requestNonce(req);
  const body = gzip ? cache.gzipOf(key, page, nonce) : bodyOf(page, nonce);
  const headers: OutgoingHttpHeaders = { ...headersOf(page, nonce), 'content-length': body.length, 'x-page-cache': state };
  if (gzip) headers['content-encoding'] = 'gzip';
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Renders through Next while keeping a copy of what it writes; stores it when replayable.
 * Next compresses on its own when asked, so the request goes in without Accept-Encoding: the cache
 * keeps the plain body (compressed once, on its first hit) and this response is compressed on its
 * way out (miss-gzip.ts).
 */
function renderAndCapture(req: IncomingMessage, res: ServerResponse, render: Render, store: (page: Omit<PageInput, 'tags'>) => CachedPage | null): Promise<CachedPage | null> {
  const clientTakesGzip = acceptsGzip(req);
  delete req.headers['accept-encoding'];
  const nonce = requestNonce(req);
  const chunks: Buffer[] = [];
  let headArgs: OutgoingHttpHeaders = {};
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  // HTML gets its script chunks deferred past the first paint (defer-scripts.ts); decided at the
  // first byte, when Next has set the type.
  let html: { decoder: TextDecoder; deferrer: ScriptDeferrer } | null | undefined;
  const htmlStream = () => {
    if (html === undefined) {
      const type = String(headArgs['content-type'] ?? res.getHeader('content-type') ?? '');
      // A body of a declared length must stay that length.
      const sized = headArgs['content-length'] !== undefined || res.getHeader('content-length') !== undefined;
      html = type.startsWith('text/html') && !sized ? { decoder: new TextDecoder('utf-8'), deferrer: createScriptDeferrer() } : null;
    }
    return html;
  };
  const bytesOf = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return null;
  };
  /** The bytes this chunk becomes on the wire (kept for the cache too); `last` flushes what the transformer holds. */
  const transform = (bytes: Buffer | null, last: boolean): Buffer | null => {
    const stream = htmlStream();
    if (!stream) return bytes;
    let text = bytes ? stream.decoder.decode(bytes, { stream: !last }) : last ? stream.decoder.decode() : '';
    text = stream.deferrer.push(text) + (last ? stream.deferrer.end() : '');
    return Buffer.from(text, 'utf8');
  };
  // Where the bytes go: through gzip when the client takes it, else straight to the socket; decided
  // with the head (writeHead, or the first byte when Next lets the head go implicitly).
  let sink: WireSink | null | undefined;
  const wire = (headers: OutgoingHttpHeaders | null): WireSink | null => {
    sink ??= startGzip(res, headers, clientTakesGzip)
      ? gzipSink((chunk) => write(chunk), (callback) => end(callback))
      : null;
    return sink;
  };
  res.writeHead = ((...args: unknown[]) => {
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) headArgs = last as OutgoingHttpHeaders;
    if (typeof args[0] === 'number') res.statusCode = args[0];
    wire(last && typeof last === 'object' && !Array.isArray(last) ? headArgs : null);
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((...args: unknown[]) => {
    const out = transform(bytesOf(args[0], args[1]), false);
    if (out === null) return write(...args);
    chunks.push(out);
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    const to = wire(null);
    if (out.length === 0) {
      if (callback) queueMicrotask(callback);
      return true;
    }
    return to ? to.write(out, callback) : write(out, callback);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    // end() without data still flushes the transformer and the gzip stream.
    const out = transform(bytesOf(args[0], args[1]), true) ?? Buffer.alloc(0);
    chunks.push(out);
    const to = wire(null);
    if (to) {
      if (out.length > 0) to.write(out);
      to.end(callback);
      return res;
    }
    return out.length > 0 ? end(out, callback) : end(callback);
  }) as typeof res.end;

  return new Promise((resolve) => {
    let settled = false;
    const finish = (page: CachedPage | null) => {
      if (!settled) {
        settled = true;
        resolve(page);
      }
    };
    res.once('finish', () => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headArgs })) {
        if (value === undefined || NOT_STORED.has(name.toLowerCase())) continue;
        headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
      }
      finish(isReplayable(res.statusCode, headers) ? store({ status: res.statusCode, headers, body: Buffer.concat(chunks), nonce }) : null);
    });
    res.once('close', () => finish(null));
    render(req, res).catch(() => finish(null));
  });
}

/**
 * Serves a cacheable request: a fresh entry is written at once; concurrent misses of one key wait
 * for the first render and share it; otherwise Next renders and the result is kept for ttlMs.
 */
export async function serveCached(req: IncomingMessage, res: ServerResponse, cache: PageCache, policy: NonNullable<PagePolicy>, ttlMs: number, render: Render): Promise<void> {
  const hit = cache.get(policy.key);
  if (hit) return writeCached(req, res, cache, policy.key, hit, 'HIT');
  const pending = cache.inFlight.get(policy.key);
  if (pending) {
    const shared = await pending;
    if (shared) return writeCached(req, res, cache, policy.key, shared, 'SHARED');
    return render(req, res);
  }
  if (req.method === 'HEAD') return render(req, res);
  res.setHeader('x-page-cache', 'MISS');
  const rendering = renderAndCapture(req, res, render, (page) => cache.set(policy.key, { ...page, tags: policy.tags }, ttlMs));
  cache.inFlight.set(policy.key, rendering);
  try {
    await rendering;
  } finally {
    cache.inFlight.delete(policy.key);
  }
}
