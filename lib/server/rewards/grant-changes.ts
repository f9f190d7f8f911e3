import type { Currency } from '@/lib/contracts/money';

/** What a grant changed for the guest, so the caller publishes exactly those §4 updates (balance per currency, vouchers, VIP, a purchase). */
export type GrantChanges = { currencies: Currency[]; vouchers: boolean; vip: boolean; purchase: boolean };
