import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, type PageCache } from '@/lib/server/http/page-cache';
import { pagePolicy } from '@/lib/server/http/page-cache-policy';
import { serveCached } from '@/lib/server/http/serve-cached';

/** A stand-in for Next's handler: slow, streaming, counting its renders. */
let renders = 0;
let cookie = false;
let chunkScripts = false;
async function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders++;
  await new Promise((r) => setTimeout(r, 30));
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (cookie) res.setHeader('set-cookie', 'session=abc');
  if (chunkScripts) {
    // Next's head: an async chunk script cut across two writes, the text in bytes (ü is two).
    res.write(Buffer.from('<html><head><script src="/_next/static/chunks/app.js" async="" nonce="n"></scr'));
    res.write(Buffer.from('ipt></head><body>Grüße'));
  }
  res.write(`<html><body>render ${renders} of ${req.url}`);
  res.end(' gzip:' + String(req.headers['accept-encoding'] ?? 'none') + '</body></html>');
}

let server: Server;
let base: string;
let cache: PageCache;

beforeAll(async () => {
  server = createServer((req, res) => {
    const policy = pagePolicy(req.method, req.url ?? '/', req.headers, null);
    void (policy ? serveCached(req, res, cache, policy, 60_000, render) : render(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache = createPageCache({ maxBytes: 1_000_000 });
  renders = 0;
  cookie = false;
  chunkScripts = false;
});

describe('serveCached (server.ts page cache)', () => {
  it('renders once, then answers from memory with the same body, gzipped when accepted', async () => {
    const first = await fetch(`${base}/en/cams/`);
    const firstBody = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    // Next gets no Accept-Encoding on a miss: the cache compresses once itself.
    expect(firstBody).toContain('gzip:none');
    const second = await fetch(`${base}/en/cams/`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(firstBody);
    expect(renders).toBe(1);
  });

  it('§1: Next’s chunk scripts are queued past the first paint, on the miss and in the stored page alike', async () => {
    chunkScripts = true;
    const miss = await (await fetch(`${base}/en/new-girls/`)).text();
    expect(miss).not.toContain('<script src="/_next/static/chunks/app.js"');
    expect(miss).toMatch(/<script nonce="n">\(function\(w,d\)\{.*__cvDefer\("\/_next\/static\/chunks\/app\.js"\)<\/script><\/head><body>Grüße<html><body>render 1/);
    const hit = await fetch(`${base}/en/new-girls/`);
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(await hit.text()).toBe(miss);
  });

  it('a miss is compressed on its way out for a client that takes gzip, and plain for one that does not', async () => {
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const url = new URL(path, base);
        const request = httpGet(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }));
        });
        request.on('error', reject);
      });
    const zipped = await raw('/en/free-clips/', 'gzip, br');
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('render 1 of /en/free-clips/ gzip:none');
    const plain = await raw('/en/on-sale/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('render 2 of /en/on-sale/');
    // What was stored is the plain page: a hit compresses it itself.
    expect((await raw('/en/free-clips/')).body.toString()).toBe(gunzipSync(zipped.body).toString());
  });

  it('shares one render among concurrent misses of the same page (single flight)', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/en/videos/`).then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('never stores a response that sets a cookie', async () => {
    cookie = true;
    await (await fetch(`${base}/en/stars/`)).text();
    const again = await fetch(`${base}/en/stars/`);
    await again.text();
    expect(again.headers.get('x-page-cache')).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('renders again after the tag of the page is invalidated', async () => {
    await (await fetch(`${base}/de/amateur/lunasky/`)).text();
    cache.invalidate(['actor:lunasky']);
    const after = await fetch(`${base}/de/amateur/lunasky/`);
    expect(await after.text()).toContain('render 2');
    expect(renders).toBe(2);
  });
});
