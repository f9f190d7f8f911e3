// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '@/lib/media/image-urls';
import { isGatedStill, stillSeed, stillUrl } from '@/lib/media/still-urls';
import { renderImageSvg, renderStillSvg } from '@/lib/media/svg';
import { videoPreviewThumbnails } from '@/lib/server/catalog/videos/preview-images';

describe('§3 previewThumbnails and §6 "age-rated media (fsk 18) only with accepted avs"', () => {
  it('an fsk-18 video lists access-checked still URLs (by video and position), a 16 video public images', () => {
    const adult = videoPreviewThumbnails(100_001, 900, { ageRating: 18 });
    expect(adult).toHaveLength(30);
    expect(adult.every((still) => isGatedStill(still.url))).toBe(true);
    expect(adult[3]).toEqual(stillUrl(100_001, 3, 'w320'));
    expect(adult[3]).toEqual({ url: '/media/still/100001-3-w320.webp', width: 320, height: 180 });

    const teen = videoPreviewThumbnails(100_001, 900, { ageRating: 16 });
    expect(teen.some((still) => isGatedStill(still.url))).toBe(false);
    expect(teen[0]?.url).toBe(`/media/video/${stillSeed(100_001, 0)}-w320.webp`);
  });

  it('a caller that does not say the age rating gets the checked URLs (the safe side), and the §9 limit of 100 holds', () => {
    expect(videoPreviewThumbnails(100_001, 900).every((still) => isGatedStill(still.url))).toBe(true);
    expect(videoPreviewThumbnails(100_001, 36_000, { ageRating: 18 })).toHaveLength(100);
    expect(videoPreviewThumbnails(100_001, 36_000, { ageRating: 18, limit: 5 })).toHaveLength(5);
  });
});

describe('renderStillSvg: a frame is its own kind of artwork', () => {
  it('differs from every public kind drawn from the same seed, so no public URL serves the still', () => {
    const seed = stillSeed(100_001, 0);
    const still = renderStillSvg(seed, 0, 30, 320, 180);
    for (const kind of IMAGE_KINDS) expect(renderImageSvg(kind, seed, 320, 180)).not.toBe(still);
  });

  it('is stable per seed and position, moves its play-head with the position, and stays well-formed under 2 KB', () => {
    const seed = stillSeed(100_002, 4);
    expect(renderStillSvg(seed, 4, 30, 320, 180)).toBe(renderStillSvg(seed, 4, 30, 320, 180));
    expect(renderStillSvg(seed, 4, 30, 320, 180)).not.toBe(renderStillSvg(seed, 20, 30, 320, 180));
    for (const [width, height] of [
      [320, 180],
      [1280, 720],
    ] as const) {
      const svg = renderStillSvg(seed, 29, 30, width, height);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.getAttribute('width')).toBe(String(width));
      expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
    }
  });
});
