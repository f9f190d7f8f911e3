import { GUEST_INFO_BATCH_MAX_IDS } from '@/lib/contracts/guest-info-batch';
import type { GuestInfoKind } from './badge-state';

/** One POST gallery/guestInfos body. */
export type GuestInfoRequest = { videoIds: number[]; albumIds: number[] };

export const tileKey = (kind: GuestInfoKind, id: number) => `${kind}:${id}`;

function parseKey(key: string): { kind: GuestInfoKind; id: number } | null {
  const match = /^(video|album):(\d+)$/.exec(key);
  return match ? { kind: match[1] as GuestInfoKind, id: Number(match[2]) } : null;
}

/**
 * The requests for the tiles on the page: each id once, none that `skip` says is answered or
 * on its way, at most `max` ids of each kind per request (the server's limit), as few requests
 * as that allows — one for any ordinary page.
 */
export function planBatches(keys: Iterable<string>, skip: (key: string) => boolean, max = GUEST_INFO_BATCH_MAX_IDS): GuestInfoRequest[] {
  const ids: Record<GuestInfoKind, Set<number>> = { video: new Set(), album: new Set() };
  for (const key of keys) {
    const tile = parseKey(key);
    if (tile && !skip(key)) ids[tile.kind].add(tile.id);
  }
  const videoIds = [...ids.video];
  const albumIds = [...ids.album];
  const requests: GuestInfoRequest[] = [];
  for (let start = 0; start < Math.max(videoIds.length, albumIds.length); start += max) {
    requests.push({ videoIds: videoIds.slice(start, start + max), albumIds: albumIds.slice(start, start + max) });
  }
  return requests;
}
