import { describe, expect, it } from 'vitest';
import { renderImageSvg } from '@/lib/media/svg';
import { webpOf } from '@/lib/server/media/raster';
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
});
