import { describe, expect, it } from 'vitest';
import { liveWindow, renderPlaylist, SEGMENT_SECONDS, segmentAt, segmentClip, segmentIsLive, WINDOW_SEGMENTS } from '@/lib/server/tv/live-window';

const schedule = [{ startsAt: new Date('2026-06-01T20:00:00Z'), endsAt: new Date('2026-06-01T21:00:00Z'), clip: 4 }];
const url = (sequence: number) => `/media/tv/livestream/${sequence}.mp4?g=0`;

function parse(playlist: string) {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
  const segments = [...playlist.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)\n#EXTINF:([\d.]+),\n(.+)/g)].map((m) => ({ start: m[1] ?? '', duration: Number(m[2]), url: m[3] ?? '' }));
  return { sequence, segments };
}

describe('the live TV playlist (§2: live, the same position for every viewer)', () => {
  it('is a live media playlist: sequence from the clock, a window of 6 segments, no end tag', () => {
    const now = new Date('2026-06-01T20:10:05.500Z');
    const playlist = renderPlaylist(liveWindow(schedule, now), url);
    const { sequence, segments } = parse(playlist);
    expect(playlist.startsWith('#EXTM3U\n')).toBe(true);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(playlist).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
    expect(segments).toHaveLength(WINDOW_SEGMENTS);
    expect(sequence).toBe(Math.floor(now.getTime() / 8000) - WINDOW_SEGMENTS + 1);
    // The last segment is the one on air: it started at most 8 s ago.
    const last = segments.at(-1)!;
    expect(now.getTime() - new Date(last.start).getTime()).toBeGreaterThanOrEqual(0);
    expect(now.getTime() - new Date(last.start).getTime()).toBeLessThan(8000);
    expect(last.url).toBe(url(sequence + WINDOW_SEGMENTS - 1));
  });

  it('the sequence advances with the clock: one segment every 8 seconds', () => {
    const t = new Date('2026-06-01T20:10:00.000Z');
    const first = liveWindow(schedule, t).mediaSequence;
    expect(liveWindow(schedule, new Date(t.getTime() + 7_999)).mediaSequence).toBe(first);
    expect(liveWindow(schedule, new Date(t.getTime() + 8_000)).mediaSequence).toBe(first + 1);
    expect(liveWindow(schedule, new Date(t.getTime() + 80_000)).mediaSequence).toBe(first + 10);
  });

  it('two requests at the same instant get the same playlist', () => {
    const now = new Date('2026-06-01T20:30:01.234Z');
    expect(renderPlaylist(liveWindow([...schedule], new Date(now)), url)).toBe(renderPlaylist(liveWindow(schedule, now), url));
  });

  it('a slot leads with its clip and walks through the others; outside any slot the loop goes on', () => {
    const firstOfSlot = segmentAt(schedule[0]!.startsAt);
    expect(segmentClip(schedule, firstOfSlot)).toBe(4);
    expect(segmentClip(schedule, firstOfSlot + 1)).toBe(5);
    expect(segmentClip(schedule, firstOfSlot + 3)).toBe(1);
    expect(segmentClip([], 12)).toBe(1);
  });

  it('only live segments may be fetched: the window and the next one', () => {
    const now = new Date('2026-06-01T20:10:00Z');
    const onAir = segmentAt(now);
    expect(segmentIsLive(onAir, now)).toBe(true);
    expect(segmentIsLive(onAir + 1, now)).toBe(true);
    expect(segmentIsLive(onAir + 2, now)).toBe(false);
    expect(segmentIsLive(onAir - WINDOW_SEGMENTS, now)).toBe(true);
    expect(segmentIsLive(onAir - WINDOW_SEGMENTS - 1, now)).toBe(false);
  });
});
