import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestMedia, contestVotes, contests } from '@/lib/server/db/schema/contests';

export type ContestRow = typeof contests.$inferSelect;

export async function getContestRow(db: DbOrTx, contestId: number): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, contestId)).limit(1);
  return row ?? null;
}

const titleOf = { de: 'titleDe', en: 'titleEn', es: 'titleEs', nl: 'titleNl' } as const;
const descriptionOf = { de: 'descriptionDe', en: 'descriptionEn', es: 'descriptionEs', nl: 'descriptionNl' } as const;

/** The contest's title and description in the page's §1 language. */
export function contestText(row: ContestRow, language: Locale): { title: string; description: string } {
  return { title: row[titleOf[language]], description: row[descriptionOf[language]] };
}

/** §3 elementsCount and the votes cast in the contest so far. */
export async function contestCounts(db: DbOrTx, contestId: number): Promise<{ elementsCount: number; totalVotes: number }> {
  const [row] = await db
    .select({
      elementsCount: sql<number>`(select count(*) from ${contestMedia} where ${contestMedia.contestId} = ${contestId})`.mapWith(Number),
      totalVotes: sql<number>`(select count(*) from ${contestVotes} where ${contestVotes.contestId} = ${contestId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { elementsCount: row?.elementsCount ?? 0, totalVotes: row?.totalVotes ?? 0 };
}
