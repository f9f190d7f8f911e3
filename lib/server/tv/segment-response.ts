import 'server-only';
import { parseByteRange } from '@/lib/server/media/stream-range';

/** A live segment (one whole demo clip): 200, 206 for one range of it, or 416. */
export function segmentResponse(bytes: Buffer, rangeHeader: string | null, cacheControl: string): Response {
  const size = bytes.length;
  const headers = new Headers({ 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes', 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' });
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range === 'whole') {
    headers.set('Content-Length', String(size));
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(new Uint8Array(bytes.subarray(range.start, range.end + 1)), { status: 206, headers });
}
