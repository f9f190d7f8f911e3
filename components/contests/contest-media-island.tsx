'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import type { ContestGridPage, ContestSub } from '@/lib/contracts/contests';
import { ContestMediaGrid } from './contest-media-grid';
import type { ContestIslandWireText } from './contest-text';

export type ContestMediaIslandProps = {
  language: Locale;
  contestId: number;
  sub: ContestSub;
  actorName?: string;
  open: boolean;
  qmday: string | null;
  /** The server's first page (overview, top10, actor): the grid shows it before any fetch. */
  initialPage: ContestGridPage | null;
  /** Localized links of a video and an album with __actor__ and __id__ in place of the parameters. */
  hrefs: { video: string; photo: string };
  text: ContestIslandWireText;
};

/** §3 the contest's media with the guest's votes: its own query client root. */
export function ContestMediaIsland(props: ContestMediaIslandProps) {
  return (
    <QueryProvider>
      <ContestMediaGrid {...props} />
    </QueryProvider>
  );
}
