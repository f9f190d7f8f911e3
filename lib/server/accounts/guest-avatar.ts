import { imageUrl, MAX_IMAGE_SEED } from '@/lib/media/image-urls';

/**
 * §3 session avatar. Guests cannot upload an image (no upload exists), so each guest gets a
 * generated neutral avatar of the project's image generator, seeded by his id: stable per guest,
 * different between guests, never a performer's picture.
 */
export function guestAvatarUrl(guestId: number): string {
  // Knuth's multiplicative hash spreads consecutive ids over the seed range.
  const seed = ((guestId * 2_654_435_761) % MAX_IMAGE_SEED) + 1;
  return imageUrl('avatar', seed, 'w320').url;
}
