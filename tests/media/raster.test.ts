import { describe, expect, it, vi } from 'vitest';
import { renderImageSvg } from '@/lib/media/svg';
import { webpIfReady, webpOf } from '@/lib/server/media/raster';
import { webpSize } from '@/tests/helpers/webp';

describe('webpOf: the generated artwork drawn as WebP once per image', () => {
  it('concurrent requests for one image draw it once and share the bytes; another image is drawn anew', async () => {
    let drawn = 0;
    const render = () => {
      drawn += 1;
      return renderImageSvg('sedcard', 31, 320, 427);
    };
    const [a, b, c] = await Promise.all([webpOf('test/sedcard-31', render), webpOf('test/sedcard-31', render), webpOf('test/sedcard-31', render)]);
    expect(drawn).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await webpSize(a)).toEqual({ width: 320, height: 427 });
    // Cached: a later request draws nothing.
    expect(await webpOf('test/sedcard-31', render)).toBe(a);
    expect(drawn).toBe(1);
    const other = await webpOf('test/sedcard-32', () => {
      drawn += 1;
      return renderImageSvg('sedcard', 32, 320, 427);
    });
    expect(drawn).toBe(2);
    expect(other.equals(a)).toBe(false);
  });

  it('a failed drawing is not remembered and frees its turn: the next request draws again, more images than run at once all finish', async () => {
    let tries = 0;
    const broken = () => {
      tries += 1;
      return 'not an SVG';
    };
    const failed = await Promise.allSettled([webpOf('test/broken', broken), webpOf('test/broken', broken), webpOf('test/broken', broken)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(tries).toBe(1);
    const fixed = await webpOf('test/broken', () => {
      tries += 1;
      return renderImageSvg('avatar', 5, 320, 320);
    });
    expect(tries).toBe(2);
    expect(await webpSize(fixed)).toEqual({ width: 320, height: 320 });
    // One draws at a time; five (after the failures above) still all finish, each its own picture.
    const many = await Promise.all([1, 2, 3, 4, 5].map((seed) => webpOf(`test/avatar-${seed}`, () => renderImageSvg('avatar', seed, 320, 320))));
    for (const bytes of many) expect(await webpSize(bytes)).toEqual({ width: 320, height: 320 });
    expect(new Set(many.map((bytes) => bytes.toString('base64'))).size).toBe(5);
  });

  it('webpIfReady: drawn at once while a slot is free; while it is busy, null (the caller sends the SVG) and the image is queued', async () => {
    const poster = (seed: number) => () => renderImageSvg('video', seed, 1280, 720);
    const quiet = await webpIfReady('test/ready-1', poster(1));
    expect(quiet && (await webpSize(quiet))).toEqual({ width: 1280, height: 720 });
    // The slot taken, one more waiting.
    const busy = [webpOf('test/busy-1', poster(2)), webpOf('test/busy-2', poster(3))];
    let drawn = 0;
    const queued = () => {
      drawn += 1;
      return renderImageSvg('avatar', 77, 320, 320);
    };
    expect(await webpIfReady('test/queued', queued)).toBeNull();
    expect(await webpIfReady('test/queued', queued)).toBeNull();
    await Promise.all(busy);
    await vi.waitFor(async () => expect(await webpIfReady('test/queued', queued)).not.toBeNull());
    expect(drawn).toBe(1);
  });
});
