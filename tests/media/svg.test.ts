// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { imageSchema } from '@/lib/contracts/image';
import { IMAGE_KINDS, imageUrl } from '@/lib/media/image-urls';
import { renderImageSvg } from '@/lib/media/svg';

describe('renderImageSvg', () => {
  it('the same kind and seed give the same SVG; another seed or kind gives another', () => {
    const svg = renderImageSvg('video', 4242, 640, 360);
    expect(renderImageSvg('video', 4242, 640, 360)).toBe(svg);
    expect(renderImageSvg('video', 4243, 640, 360)).not.toBe(svg);
    expect(renderImageSvg('album', 4242, 640, 360)).not.toBe(svg);
  });

  it('is well-formed SVG of the asked size and stays under 2 KB for every kind', () => {
    for (const kind of IMAGE_KINDS) {
      for (const seed of [0, 1, 77, 123_456, 2_147_483_647]) {
        const svg = renderImageSvg(kind, seed, 1280, 960);
        const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        expect(doc.documentElement.getAttribute('width')).toBe('1280');
        expect(doc.documentElement.getAttribute('height')).toBe('960');
        expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
      }
    }
  });
});

describe('imageUrl', () => {
  it('names the kind, seed and size; avatars are square, videos 16:9, albums, pictures and sedcards 3:4', () => {
    expect(imageUrl('avatar', 17, 'w320')).toEqual({ url: '/media/avatar/17-w320.webp', width: 320, height: 320 });
    expect(imageUrl('video', 17, 'w640')).toEqual({ url: '/media/video/17-w640.webp', width: 640, height: 360 });
    for (const kind of ['album', 'picture', 'sedcard'] as const) {
      expect(imageUrl(kind, 17, 'w1280')).toMatchObject({ width: 1280, height: 1707 });
    }
    expect(imageSchema.safeParse(imageUrl('sedcard', 1, 'w320')).success).toBe(true);
  });
});
