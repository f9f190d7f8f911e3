import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '@/lib/server/http/page-cache';
import { deflateParts, gzipWithNonce, joinWithNonce, splitAtNonce } from '@/lib/server/http/nonce-body';

const OLD = 'AAAAAAAAAAAAAAAAAAAAAA';
const NEW = 'b-_9zZ0123456789abcdef';

/** HTML as Next writes it: the nonce on every script and inside the flight data. */
function html(nonce: string, filler = 'x'.repeat(3000)): Buffer {
  return Buffer.from(
    `<!DOCTYPE html><html><head><script src="/_next/a.js" nonce="${nonce}" async></script></head><body>${filler}` +
      `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>${filler}</body></html>`,
  );
}

describe('a cached body with a fresh nonce per response', () => {
  it('joining the parts with another nonce is the body as rendered with it', () => {
    const parts = splitAtNonce(html(OLD), OLD);
    expect(parts).toHaveLength(4);
    expect(joinWithNonce(parts, NEW).equals(html(NEW))).toBe(true);
    expect(splitAtNonce(Buffer.from('no nonce here'), OLD)).toHaveLength(1);
  });

  it('the gzip assembled from parts deflated once decompresses to the body with the new nonce', () => {
    const body = html(OLD, randomBytes(20_000).toString('hex'));
    const parts = splitAtNonce(body, OLD);
    const deflated = deflateParts(parts, OLD.length);
    for (const nonce of [NEW, 'Q'.repeat(22), OLD]) {
      expect(gunzipSync(gzipWithNonce(parts, deflated, nonce)).equals(joinWithNonce(parts, nonce))).toBe(true);
    }
    // The parts refer back across the nonces: the cut costs a few bytes per nonce, not the repeats.
    const plain = html(OLD);
    const cut = gzipWithNonce(splitAtNonce(plain, OLD), deflateParts(splitAtNonce(plain, OLD), OLD.length), NEW);
    expect(cut.length).toBeLessThan(gzipSync(html(NEW)).length + 4 * 40);
  });

  it('the page cache answers each response with its own nonce, plain and gzipped, and counts the deflated parts once', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set('k', { status: 200, headers: { 'content-type': 'text/html', link: `</a.css>; rel=preload; nonce="${OLD}"` }, body: html(OLD), tags: ['page'], nonce: OLD }, 60_000);
    const page = cache.get('k')!;
    const before = cache.stats().bytes;
    const first = gunzipSync(cache.gzipOf('k', page, NEW)).toString();
    const grown = cache.stats().bytes;
    const second = gunzipSync(cache.gzipOf('k', page, 'Z'.repeat(22))).toString();
    expect(first).toBe(html(NEW).toString());
    expect(first).not.toContain(OLD);
    expect(second).toContain('nonce="ZZZZZZZZZZZZZZZZZZZZZZ"');
    expect(grown).toBeGreaterThan(before);
    expect(cache.stats().bytes).toBe(grown);
    // A nonce of another length still gets a correct body (compressed for it alone).
    expect(gunzipSync(cache.gzipOf('k', page, 'short')).toString()).toContain('nonce="short"');
  });
});
