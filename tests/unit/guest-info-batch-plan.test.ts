import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgeState } from '@/components/guest-info/badge-state';
import { planBatches, tileKey } from '@/components/guest-info/batch-plan';
import { GUEST_INFO_BATCH_MAX_IDS } from '@/lib/contracts/guest-info-batch';

const NONE = { bought: false, gifted: false, flatrate: false, liked: false };
const never = () => false;

describe('planBatches: "guestInfo on every video and album the guest sees", one request per page', () => {
  it('all the tiles of a page go into one request, each id once, videos and albums apart', () => {
    const keys = [tileKey('video', 100001), tileKey('album', 500001), tileKey('video', 100002), tileKey('video', 100001), tileKey('album', 500001)];
    expect(planBatches(keys, never)).toEqual([{ videoIds: [100001, 100002], albumIds: [500001] }]);
  });

  it('a video and an album with the same number are two different items', () => {
    expect(planBatches([tileKey('video', 7), tileKey('album', 7)], never)).toEqual([{ videoIds: [7], albumIds: [7] }]);
  });

  it('tiles already answered or on their way are not asked again; nothing left, no request', () => {
    const keys = [tileKey('video', 1), tileKey('video', 2), tileKey('album', 3)];
    const known = new Set([tileKey('video', 1), tileKey('album', 3)]);
    expect(planBatches(keys, (key) => known.has(key))).toEqual([{ videoIds: [2], albumIds: [] }]);
    expect(planBatches(keys, () => true)).toEqual([]);
    expect(planBatches([], never)).toEqual([]);
  });

  it(`more than the server's ${GUEST_INFO_BATCH_MAX_IDS} ids of a kind are split into as few requests as the limit allows`, () => {
    const videos = Array.from({ length: 2 * GUEST_INFO_BATCH_MAX_IDS + 1 }, (_, i) => tileKey('video', i + 1));
    const albums = Array.from({ length: 3 }, (_, i) => tileKey('album', 500_000 + i));
    const requests = planBatches([...videos, ...albums], never);
    expect(requests.map((r) => [r.videoIds.length, r.albumIds.length])).toEqual([
      [GUEST_INFO_BATCH_MAX_IDS, 3],
      [GUEST_INFO_BATCH_MAX_IDS, 0],
      [1, 0],
    ]);
    expect(new Set(requests.flatMap((r) => r.videoIds)).size).toBe(videos.length);
  });

  it('keys that are not tiles are ignored', () => {
    expect(planBatches(['picture:1', 'video:x', 'video:12'], never)).toEqual([{ videoIds: [12], albumIds: [] }]);
  });
});

describe('badgeState: the tile says "Bought" (or "Gift"), "Included in VIP" only when not owned, and a like mark', () => {
  it('nothing done with the item: no mark', () => {
    expect(badgeState(NONE)).toEqual({ status: null, liked: false });
  });

  it('bought, gifted and flatrate; owning wins over the VIP flatrate', () => {
    expect(badgeState({ ...NONE, bought: true })).toEqual({ status: 'bought', liked: false });
    expect(badgeState({ ...NONE, gifted: true })).toEqual({ status: 'gifted', liked: false });
    expect(badgeState({ ...NONE, flatrate: true })).toEqual({ status: 'flatrate', liked: false });
    expect(badgeState({ ...NONE, bought: true, flatrate: true }).status).toBe('bought');
    expect(badgeState({ ...NONE, gifted: true, flatrate: true }).status).toBe('gifted');
  });

  it('liked is shown on its own and beside any status', () => {
    expect(badgeState({ ...NONE, liked: true })).toEqual({ status: null, liked: true });
    expect(badgeState({ ...NONE, bought: true, liked: true })).toEqual({ status: 'bought', liked: true });
  });
});

describe('the badge island stays small: no zod and no REST client before a guest is logged in', () => {
  const dir = path.resolve(import.meta.dirname, '../../components/guest-info');
  const valueImports = (file: string) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((match) => match[1] ?? '');

  it.each(['guest-info-badge.tsx', 'badge-state.ts'])('%s imports no zod, contract or REST client', (file) => {
    const imports = valueImports(file);
    expect(imports.filter((name) => name === 'zod' || name.startsWith('@/lib/contracts') || name.startsWith('@/lib/api'))).toEqual([]);
    expect(imports).not.toContain('./guest-info-registry');
  });
});
