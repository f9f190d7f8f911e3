import type { ReactNode } from 'react';
import './globals.css';

/**
 * The document shell (<html lang>, body) belongs to app/[locale]/layout.tsx, which knows the
 * language. This root only exists so that app/not-found.tsx (paths outside every language)
 * has a layout; it renders its children unchanged (the next-intl App Router pattern).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
