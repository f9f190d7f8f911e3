import 'server-only';
import { errorResponse } from '@/lib/server/http/error-response';
import { STREAM_URL_TTL_SECONDS } from './stream-signature';

/**
 * The answers of the access-checked image routes (/media/still, /media/album-picture): the image
 * is cached by the one browser only (private, Vary: Cookie — the session decides), for as long as
 * a stream URL lives, so a revoked verification ends within it; never public or immutable.
 */
export function privateImageResponse(image: { svg: string } | { webp: Buffer }): Response {
  const webp = 'webp' in image;
  return new Response(webp ? new Uint8Array(image.webp) : image.svg, {
    headers: {
      'Content-Type': webp ? 'image/webp' : 'image/svg+xml',
      'Cache-Control': `private, max-age=${STREAM_URL_TTL_SECONDS}`,
      Vary: 'Cookie',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

/** A refusal (or 404) is the one JSON error body, never cached. */
export function mediaRefusal(error: unknown): Response {
  const response = errorResponse(error);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
