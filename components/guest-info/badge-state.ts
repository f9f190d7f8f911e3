import type { GuestInfoFlags } from '@/lib/contracts/guest-info-batch';

/** What a tile shows: a video or a photo album. */
export type GuestInfoKind = 'video' | 'album';

export type GuestInfoStatus = 'bought' | 'gifted' | 'flatrate';

/**
 * The tile's mark from §3 guestInfo: "Bought", or "Gift" when it was a present;
 * "Included in VIP" for a VIP guest's flatrate only when the guest does not own it anyway;
 * and, independently, whether the guest liked it. Type imports only: the badge ships it.
 */
export function badgeState(flags: GuestInfoFlags): { status: GuestInfoStatus | null; liked: boolean } {
  const status = flags.gifted ? 'gifted' : flags.bought ? 'bought' : flags.flatrate ? 'flatrate' : null;
  return { status, liked: flags.liked };
}
