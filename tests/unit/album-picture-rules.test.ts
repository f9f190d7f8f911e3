// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, IMAGE_SIZES, imageUrl } from '@/lib/media/image-urls';
import { checkedPictureUrl, isCheckedPicture } from '@/lib/media/picture-urls';
import { stillSeed } from '@/lib/media/still-urls';
import { renderCheckedPictureSvg, renderImageSvg, renderStillSvg } from '@/lib/media/svg';
import { isPublicPicture, toPicture } from '@/lib/server/catalog/albums/picture-access';

const row = (ageRating: number) => ({ id: 4711, position: 3, ageRating, ratingLikes: 12, ratingDislikes: 2, imageSeed: 987_654 });

describe('§6 "fsk 18 pictures, previews and streams are not served to guests without accepted age verification"', () => {
  it('only what a visitor of the cached page sees open keeps a public URL: a rated-16 preview or a free album\'s rated-16 picture', () => {
    expect(isPublicPicture({ ageRating: 16 }, { albumIsFree: false, isPreview: true })).toBe(true);
    expect(isPublicPicture({ ageRating: 16 }, { albumIsFree: true, isPreview: false })).toBe(true);
    expect(isPublicPicture({ ageRating: 16 }, { albumIsFree: false, isPreview: false })).toBe(false);
    // fsk 18 → nothing public: not as a preview, not in a free album.
    expect(isPublicPicture({ ageRating: 18 }, { albumIsFree: false, isPreview: true })).toBe(false);
    expect(isPublicPicture({ ageRating: 18 }, { albumIsFree: true, isPreview: true })).toBe(false);
  });

  it('an open picture that is not public gets the checked URL by picture id (its seed never appears); a locked one no image', () => {
    const checked = toPicture(row(18), { lockReason: null, isPublic: false });
    expect(checked.image).toEqual({ url: '/media/album-picture/4711-w640.webp', width: 640, height: 853 });
    expect(checked.image?.url).not.toContain('987654');
    expect(isCheckedPicture(checked.image?.url ?? '')).toBe(true);
    expect(toPicture(row(16), { lockReason: null, isPublic: true }).image).toEqual(imageUrl('picture', 987_654, 'w640'));
    expect(toPicture(row(16), { lockReason: null, isPublic: true, kind: 'sedcard' }).image).toEqual(imageUrl('sedcard', 987_654, 'w640'));
    expect(toPicture(row(18), { lockReason: 'age', isPublic: false })).toMatchObject({ locked: true, lockReason: 'age', image: null });
  });

  it('§3 a picture has rating fields: the guest\'s own rating as isLiked / isDisliked (§9 like 5, dislike 1), none → both false', () => {
    expect(toPicture(row(16), { lockReason: null, isPublic: true, own: 5 })).toMatchObject({ isLiked: true, isDisliked: false, rating: { likes: 12, dislikes: 2 } });
    expect(toPicture(row(16), { lockReason: null, isPublic: true, own: 1 })).toMatchObject({ isLiked: false, isDisliked: true });
    expect(toPicture(row(16), { lockReason: null, isPublic: true })).toMatchObject({ isLiked: false, isDisliked: false });
  });

  it('checkedPictureUrl: 3:4 like album pictures at every §9 size', () => {
    for (const size of IMAGE_SIZES) {
      const { width, height } = imageUrl('picture', 1, size);
      expect(checkedPictureUrl(9, size)).toEqual({ url: `/media/album-picture/9-${size}.webp`, width, height });
    }
    expect(isCheckedPicture('/media/picture/9-w640.webp')).toBe(false);
  });
});

describe('renderCheckedPictureSvg: a checked picture is its own kind of artwork', () => {
  it('differs from every public kind and from a still drawn from the same seed and size', () => {
    for (const seed of [0, 1, 987_654, 2_147_483_647]) {
      const checked = renderCheckedPictureSvg(seed, 640, 853);
      for (const kind of IMAGE_KINDS) expect(renderImageSvg(kind, seed, 640, 853)).not.toBe(checked);
      expect(renderStillSvg(seed, 0, 1, 640, 853)).not.toBe(checked);
    }
    expect(renderCheckedPictureSvg(stillSeed(5, 0), 320, 427)).not.toBe(renderStillSvg(stillSeed(5, 0), 0, 1, 320, 427));
  });

  it('is stable per seed, another seed gives another picture, and it stays well-formed under 2 KB', () => {
    expect(renderCheckedPictureSvg(42, 640, 853)).toBe(renderCheckedPictureSvg(42, 640, 853));
    expect(renderCheckedPictureSvg(43, 640, 853)).not.toBe(renderCheckedPictureSvg(42, 640, 853));
    for (const size of IMAGE_SIZES) {
      const { width, height } = checkedPictureUrl(1, size);
      const svg = renderCheckedPictureSvg(123_456, width, height);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.getAttribute('height')).toBe(String(height));
      expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
    }
  });
});
