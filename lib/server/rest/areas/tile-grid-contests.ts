import 'server-only';
import * as z from 'zod';
import type { Locale } from '@/i18n/routing';
import { pageCountOf } from '@/lib/catalog/list-query';
import { contestKindSchema } from '@/lib/contracts/contests';
import type { ContestState } from '@/lib/server/contests/contest-state';
import { listContests } from '@/lib/server/contests/contest-summary';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import type { DbOrTx } from '@/lib/server/db/client';

const payload = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  kind: contestKindSchema.optional(),
  ...testDayInput,
});

function contestGrid(state: ContestState) {
  return {
    payload,
    load: async (input: z.output<typeof payload>, { db, language }: { db: DbOrTx; language: Locale }) => {
      const list = await listContests(db, {
        state,
        kind: input.kind,
        now: requestNow(input),
        language,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      return { page: input.page, pageSize: input.pageSize, pageCount: pageCountOf(list.total, input.pageSize), ...list };
    },
  };
}

/** §2 tile-grid kinds active, next and last contests (the state is derived from the request's now). */
export const contestGrids = {
  activeContests: contestGrid('active'),
  nextContests: contestGrid('next'),
  lastContests: contestGrid('last'),
};
