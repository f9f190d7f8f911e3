import { describe, expect, it } from 'vitest';
import { parsePlaylist, segmentOnAir } from '@/components/tv/parse-playlist';
import { subscriptionUpdateReloads } from '@/lib/realtime/reload-rules';
import { liveWindow, renderPlaylist } from '@/lib/server/tv/live-window';

describe('the player reads the live playlist the server writes', () => {
  it('numbers segments from the media sequence with their wall-clock starts, and finds the one on air', () => {
    const now = new Date('2026-10-25T01:30:05Z');
    const text = renderPlaylist(liveWindow([], now), (n) => `/media/tv/premium/${n}.mp4?g=7`);
    const segments = parsePlaylist(text);
    expect(segments).toHaveLength(6);
    expect(segments.at(-1)).toEqual({ sequence: Math.floor(now.getTime() / 8000), startsAt: Math.floor(now.getTime() / 8000) * 8000, durationSeconds: 8, url: `/media/tv/premium/${Math.floor(now.getTime() / 8000)}.mp4?g=7` });
    expect(segmentOnAir(segments, now.getTime())).toBe(segments.at(-1));
    expect(segmentOnAir(segments, now.getTime() + 60_000)).toBeNull();
  });

  it('a body that is not a playlist (a JSON refusal) has no segments', () => {
    expect(parsePlaylist('{"success":false}')).toEqual([]);
  });
});

describe('§4 VIP/TV update: callback on the TV livestream and episode pages, else reload', () => {
  it.each([
    ['/en/tv/premium/livestream/', false],
    ['/en/tv/mediathek/kitchen-stories/123/', false],
    ['/es/tv/mediateca/kitchen-stories/123/', false],
    ['/en/tv/mediathek/kitchen-stories/videos/', true],
    ['/es/tv/premium/en-directo/', false],
    ['/de/tv/livestream/', false],
    ['/en/vipclub/', true],
    ['/en/', true],
  ])('%s reloads: %s', (pathname, reloads) => {
    expect(subscriptionUpdateReloads({ pathname })).toBe(reloads);
  });
});
