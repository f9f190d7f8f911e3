import type { GameReward } from '@/lib/contracts/games';

/**
 * The spin wheel's segments, clockwise from the pointer at the top; each is hit with the same
 * chance (lib/server/games/random-source.ts). Every §3 reward kind a game credits is on it: coins
 * through the ledger, a personal bonus code (EUR cents of bonus money), video vouchers, a spin
 * back, a messenger gift and a VIP day.
 */
export const WHEEL_SEGMENTS: readonly GameReward[] = [
  { key: 'coins-10', type: 'coins', amount: 10 },
  { key: 'video-voucher', type: 'videoVoucher', amount: 1 },
  { key: 'spin', type: 'spins', amount: 1 },
  { key: 'messenger-gift', type: 'messengerGift', amount: 1 },
  { key: 'coins-50', type: 'coins', amount: 50 },
  { key: 'vip-day', type: 'vipDays', amount: 1 },
  { key: 'bonus-code', type: 'bonusCode', amount: 300 },
  { key: 'video-vouchers', type: 'videoVoucher', amount: 2 },
];
