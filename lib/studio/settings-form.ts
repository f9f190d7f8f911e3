import type { MessengerSettings } from '@/lib/contracts/messenger';

export type SettingsDraft = { price: string; freeMessages: string; isMessagingFree: boolean };
export type SettingsParse = { ok: true; settings: MessengerSettings } | { ok: false; field: 'price' | 'freeMessages' };

/** The form shows euros with a comma or a point (§9 writes 1,49 €); the wire takes cents. */
export function draftFromSettings(settings: MessengerSettings): SettingsDraft {
  const euros = Math.trunc(settings.messagePrice / 100);
  const cents = String(settings.messagePrice % 100).padStart(2, '0');
  return { price: `${euros},${cents}`, freeMessages: String(settings.freeMessages), isMessagingFree: settings.isMessagingFree };
}

/**
 * Reads the draft without floating point: '1,49', '1.5', '2' → 149, 150, 200 cents. At most two
 * decimals and at most 1000 € (the server's limit, lib/contracts/messenger.ts); free messages a
 * whole number 0–1000.
 */
export function parseSettingsDraft(draft: SettingsDraft): SettingsParse {
  const price = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*$/.exec(draft.price);
  if (!price) return { ok: false, field: 'price' };
  const cents = Number(price[1]) * 100 + Number((price[2] ?? '0').padEnd(2, '0'));
  if (cents > 100_000) return { ok: false, field: 'price' };
  const free = /^\s*(\d{1,4})\s*$/.exec(draft.freeMessages);
  if (!free || Number(free[1]) > 1000) return { ok: false, field: 'freeMessages' };
  return { ok: true, settings: { messagePrice: cents, freeMessages: Number(free[1]), isMessagingFree: draft.isMessagingFree } };
}
