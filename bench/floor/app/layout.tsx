import type { ReactNode } from 'react';

// The framework floor: a root layout with nothing Next does not need.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
