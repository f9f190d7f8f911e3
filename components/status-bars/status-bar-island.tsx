'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { StatusBars } from './status-bars';
import type { StatusBarText } from './status-bar-text';

/** The lazily loaded root: the page's query client for the server-side bars (§3). */
export function StatusBarIsland({ locale, text }: { locale: Locale; text: StatusBarText }) {
  return (
    <QueryProvider>
      <StatusBars locale={locale} text={text} />
    </QueryProvider>
  );
}
