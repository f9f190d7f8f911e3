'use client';

import type { ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import type { SearchBoxText } from './search-box-text';

const load = () => import('./search-box');

/**
 * The header's search is no first-load JavaScript: the server's markup (children) stands until
 * the page is idle or the guest touches, focuses or clicks it (the focus and the click move to
 * the island's own field and button, what was typed is kept).
 */
export function SearchBoxIsland({ text, locale, children }: { text: SearchBoxText; locale: string; children: ReactNode }) {
  return (
    <DeferredIsland load={load} render={({ SearchBox }) => <SearchBox text={text} locale={locale} />}>
      {children}
    </DeferredIsland>
  );
}
