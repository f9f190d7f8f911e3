import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TvPost } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { type TvPostBlock, tvPostTexts, tvPosts, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import { escapeHtml } from '@/lib/server/legal/render-legal-html';
import { postColumns, publishedPost, toPostSummary } from './post-row';

/** h2 and p only, every text escaped (as the legal texts are rendered): the stored blocks are never HTML. */
export function renderPostHtml(blocks: readonly TvPostBlock[]): string {
  return blocks.map((block) => (block.kind === 'heading' ? `<h2>${escapeHtml(block.text)}</h2>` : `<p>${escapeHtml(block.text)}</p>`)).join('\n');
}

/** A published TV post by its slug, in `language`, with its series' title; null when unknown. */
export async function getArticle(db: DbOrTx, slug: string, language: Locale): Promise<TvPost | null> {
  const [row] = await db
    .select({ ...postColumns, body: tvPostTexts.body, seriesTitle: tvSeriesTexts.title })
    .from(tvPosts)
    .innerJoin(tvPostTexts, and(eq(tvPostTexts.postId, tvPosts.id), eq(tvPostTexts.language, language)))
    .leftJoin(tvSeries, eq(tvSeries.id, tvPosts.seriesId))
    .leftJoin(tvSeriesTexts, and(eq(tvSeriesTexts.seriesId, tvPosts.seriesId), eq(tvSeriesTexts.language, language)))
    .where(and(eq(tvPosts.slug, slug), publishedPost()))
    .limit(1);
  if (!row) return null;
  return { ...toPostSummary(row), html: renderPostHtml(row.body), seriesTitle: row.seriesTitle };
}
