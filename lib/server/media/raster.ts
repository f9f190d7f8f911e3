import 'server-only';
import sharp from 'sharp';

/**
 * The generated artwork as WebP. An SVG in an <img> makes the browser build a document for it on
 * the page's main thread (a visitor's home has 29 of them: their documents alone delayed the first
 * paint, docs/PERFORMANCE.md "raster media"); a WebP is decoded off the main thread, like the JPEG
 * and WebP a real platform serves. The bytes depend only on the key, so each is drawn once per
 * process and kept in a bounded cache (least recently used out first); a CDN keeps them beyond it.
 */
const CACHE_BYTES = 48 * 1024 * 1024;
/**
 * Drawing runs on libuv's pool (4 threads), which also hashes passwords and reads files: one at a
 * time, so a fresh server's queue of drawings takes at most one core from the requests beside it.
 */
const PARALLEL = 1;
const QUALITY = 78;

sharp.cache(false);

const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const drawing = new Map<string, Promise<Buffer>>();
let running = 0;
const queue: (() => void)[] = [];

function remember(key: string, bytes: Buffer): void {
  cache.set(key, bytes);
  cachedBytes += bytes.length;
  for (const [oldest, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= old.length;
  }
}

async function draw(svg: string): Promise<Buffer> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 2 }).toBuffer();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/** Drawings waiting beyond this many are not started by `webpIfReady` (a crawler's flood): the SVG serves. */
const QUEUE_LIMIT = 200;

/**
 * The WebP when it is drawn, or when the drawing slot is free now (then drawn and awaited); null while
 * it is busy: the image is queued (up to QUEUE_LIMIT) and the caller answers the SVG this
 * once. A fresh server's first pages ask for dozens of images at once; waiting for each drawing
 * in turn held a page's load for seconds, where its SVG costs nothing to send.
 */
export async function webpIfReady(key: string, render: () => string): Promise<Buffer | null> {
  if (cache.has(key) || (!drawing.has(key) && running < PARALLEL && queue.length === 0)) return webpOf(key, render);
  if (!drawing.has(key) && queue.length < QUEUE_LIMIT) void webpOf(key, render).catch(() => {});
  return null;
}

/** The WebP of the SVG `render` draws, for the image named `key`; concurrent requests for one key draw it once. */
export async function webpOf(key: string, render: () => string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    // Touched: moves to the young end of the map's order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = draw(render()).then((bytes) => {
    remember(key, bytes);
    return bytes;
  });
  drawing.set(key, work);
  try {
    return await work;
  } finally {
    drawing.delete(key);
  }
}
