import type { EarningEntry } from '@/lib/contracts/studio';

/**
 * Which studio line a ledger transaction is ("earnings from messages and gifts"): a sale
 * of a video or album ('purchase') or a messenger charge, named by the message it paid for
 * (text → message, gift, toy control), or a chat (one line per chat, its per-second
 * ticks summed). Pure, so the mapping is tested.
 */
export function earningKind(kind: string, messageType: string | null): EarningEntry['kind'] {
  if (kind === 'purchase') return 'purchase';
  if (kind === 'chat') return 'chat';
  if (kind !== 'messenger') return 'other';
  if (messageType === 'toy') return 'toy';
  if (messageType === 'gift') return 'gift';
  return 'message';
}

/** The item title a memo names (purchases write `item`), else null. */
export function earningTitle(memo: Record<string, unknown> | null): string | null {
  const title = memo?.item;
  return typeof title === 'string' && title.trim() !== '' ? title.slice(0, 200) : null;
}
