import type { TvPlaylistSegment } from '@/lib/contracts/tv';

/**
 * Reads the live media playlist the server writes (lib/server/tv/live-window.ts): each segment's
 * #EXT-X-PROGRAM-DATE-TIME, #EXTINF duration and URI, numbered from #EXT-X-MEDIA-SEQUENCE.
 * Unknown tags are skipped, as RFC 8216 asks of clients.
 */
export function parsePlaylist(text: string): TvPlaylistSegment[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return [];
  let sequence = 0;
  let startsAt: number | null = null;
  let duration: number | null = null;
  const segments: TvPlaylistSegment[] = [];
  for (const line of lines) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length));
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) startsAt = Date.parse(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#')) {
      if (startsAt !== null && duration !== null && Number.isFinite(startsAt) && Number.isFinite(duration)) {
        segments.push({ sequence, startsAt, durationSeconds: duration, url: line });
      }
      sequence += 1;
      startsAt = null;
      duration = null;
    }
  }
  return segments;
}

/** The segment on air at a (server) instant, or null when the window does not reach it. */
export function segmentOnAir(segments: readonly TvPlaylistSegment[], at: number): TvPlaylistSegment | null {
  return segments.find((s) => s.startsAt <= at && at < s.startsAt + s.durationSeconds * 1000) ?? null;
}
