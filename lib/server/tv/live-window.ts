import type { ScheduledSlot } from './program-at';

/**
 * §2 the live TV stream, derived from the clock alone: segment n covers
 * [n·8 s, (n+1)·8 s) since the Unix epoch and plays one whole demo clip (8 s each,
 * scripts/generate-clips.sh), so every viewer, every request and every server process agree on
 * what plays now — there is no state to share. Pure (tests/unit/tv-live-window.test.ts).
 */
export const SEGMENT_SECONDS = 8;
const SEGMENT_MS = SEGMENT_SECONDS * 1000;
/** Segments a playlist lists: the one on air and the five before it (48 s of sliding window). */
export const WINDOW_SEGMENTS = 6;
export const CLIP_COUNT = 6;

export type ClipSlot = ScheduledSlot & { clip: number };
export type LiveSegment = { sequence: number; startsAt: Date; durationSeconds: number; clip: number };
export type LiveWindow = { mediaSequence: number; segments: LiveSegment[] };

/** The segment on air at an instant. */
export function segmentAt(instant: Date): number {
  return Math.floor(instant.getTime() / SEGMENT_MS);
}

export function segmentStart(sequence: number): Date {
  return new Date(sequence * SEGMENT_MS);
}

/**
 * The clip segment n plays: the slot on air when it starts leads with its own clip and then
 * walks through the others; outside any slot (no program stored) the channel still loops.
 */
export function segmentClip(schedule: readonly ClipSlot[], sequence: number): number {
  const at = sequence * SEGMENT_MS;
  const slot = schedule.find((s) => s.startsAt.getTime() <= at && at < s.endsAt.getTime());
  if (!slot) return (sequence % CLIP_COUNT) + 1;
  const intoSlot = sequence - Math.floor(slot.startsAt.getTime() / SEGMENT_MS);
  return ((slot.clip - 1 + intoSlot) % CLIP_COUNT) + 1;
}

/** The sliding window at an instant: the segment on air last, #EXT-X-MEDIA-SEQUENCE its first. */
export function liveWindow(schedule: readonly ClipSlot[], instant: Date, size = WINDOW_SEGMENTS): LiveWindow {
  const last = segmentAt(instant);
  const first = last - size + 1;
  const segments: LiveSegment[] = [];
  for (let sequence = first; sequence <= last; sequence++) {
    segments.push({ sequence, startsAt: segmentStart(sequence), durationSeconds: SEGMENT_SECONDS, clip: segmentClip(schedule, sequence) });
  }
  return { mediaSequence: first, segments };
}

/** Whether a segment may still be fetched: inside the window now or the next one (no archive, no future). */
export function segmentIsLive(sequence: number, instant: Date, size = WINDOW_SEGMENTS): boolean {
  const onAir = segmentAt(instant);
  return sequence > onAir - size - 1 && sequence <= onAir + 1;
}

/**
 * The live media playlist (RFC 8216 §4.3.3): no #EXT-X-ENDLIST, so players reload it; each
 * segment carries its wall-clock start (#EXT-X-PROGRAM-DATE-TIME), which is how viewers line up.
 */
export function renderPlaylist(window: LiveWindow, segmentUrl: (sequence: number) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`];
  for (const segment of window.segments) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${segment.startsAt.toISOString()}`, `#EXTINF:${segment.durationSeconds.toFixed(3)},`, segmentUrl(segment.sequence));
  }
  return `${lines.join('\n')}\n`;
}
