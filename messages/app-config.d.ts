import type { Locale } from '@/i18n/routing';
import type messages from './en.json';

// Typed message keys and locales for next-intl: a misspelt key fails `tsc`, not a page.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
