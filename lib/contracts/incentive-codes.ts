/**
 * The codes of §3 Incentive without zod: the page's incentive code (the block cookie, the texts,
 * the answer's reader) imports them as values without evaluating zod (§1 speed); ./incentive.ts
 * builds the schemas from them and re-exports them.
 */
export const incentiveTypes = ['signup', 'firstTopUp', 'refill', 'vip', 'vipEnding'] as const;
export type IncentiveType = (typeof incentiveTypes)[number];

/** Where the page shows it: 'banner' a slim bar under the header, 'corner' a small floating card. */
export const incentiveRegions = ['banner', 'corner'] as const;
export type IncentiveRegion = (typeof incentiveRegions)[number];

/** §4: what made the page ask (page load, the end of a video preview, the guest about to leave, about to buy an album). */
export const incentiveEvents = ['pageLoad', 'videoPreviewEnd', 'exitIntent', 'albumBuy'] as const;
export type IncentiveEvent = (typeof incentiveEvents)[number];

/** A uniqueGroup names a cookie (lib/incentives/block-cookie.ts), so it stays a short word. */
export const UNIQUE_GROUP = /^[a-z][A-Za-z0-9]{0,31}$/;
