import type { Locale } from '@/i18n/routing';

/**
 * The query keys of the hosted pay pages (app/pay), general to specific. The pay page acts for
 * one guest, the one whose token the app handed over (app/pay/_components/pay-frame.tsx empties
 * the cache when another one arrives), so no key names the guest. The server words its answers
 * in the page's language: the language is part of each key.
 */
export const payKeys = {
  all: ['pay'] as const,
  me: (language: Locale) => ['pay', 'account', 'me', language] as const,
  balance: (language: Locale) => ['pay', 'account', 'balance', language] as const,
  avsStatus: (language: Locale) => ['pay', 'avs', 'status', language] as const,
  walletMethods: (language: Locale) => ['pay', 'wallet', 'methods', language] as const,
  compensation: (language: Locale) => ['pay', 'wallet', 'compensation', language] as const,
  topUpStatus: (language: Locale, topUpId: number) => ['pay', 'wallet', 'topUp', topUpId, language] as const,
  disputable: (language: Locale) => ['pay', 'sandbox', 'disputable', language] as const,
};
