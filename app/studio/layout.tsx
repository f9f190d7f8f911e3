import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LinkRouter } from '@/components/layout/link-router';
import { studioPageLocale } from '@/lib/server/studio/studio-page';

export const metadata: Metadata = { title: 'Studio', robots: { index: false, follow: false } };

/**
 * The document shell of the performer studio (/studio/…, DESIGN.md item 4). It is not under
 * /{locale}/: its one language comes from the browser's Accept-Language (de, en, es, nl).
 */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const locale = await studioPageLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        {children}
        <LinkRouter />
      </body>
    </html>
  );
}
