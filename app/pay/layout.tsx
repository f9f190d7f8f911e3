import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { LinkRouter } from '@/components/layout/link-router';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The document shell of the hosted flow pages (/pay/…), which may be served from their own origin
 * (PAY_ORIGIN). Their language comes from the `lang` query parameter, which a layout cannot read:
 * each page puts it on its own root element. Their server data goes through the page's one
 * QueryClient (lib/queries/pay-*.ts).
 */
export default function PayLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <QueryProvider>{children}</QueryProvider>
        <LinkRouter />
      </body>
    </html>
  );
}
