'use client';

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { DialogClose } from '@/components/ui/dialog';

/**
 * A box's content under its title: its own react-query client (the box is its own chunk, loaded on
 * open, so react-query comes with it, not with the page) and the close button at the end.
 */
export function BoxBody({ close, children }: { close: string; children: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <QueryProvider>{children}</QueryProvider>
      <div className="flex justify-end">
        <DialogClose className={buttonStyles.secondary}>{close}</DialogClose>
      </div>
    </div>
  );
}
