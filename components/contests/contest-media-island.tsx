'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { ContestMediaGrid } from './contest-media-grid';
import type { ContestMediaIslandProps } from './contest-text';

/** §3 the contest's media with the guest's votes: its own query client root. */
export function ContestMediaIsland(props: ContestMediaIslandProps) {
  return (
    <QueryProvider>
      <ContestMediaGrid {...props} />
    </QueryProvider>
  );
}
