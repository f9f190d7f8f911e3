import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { BlogActor } from '@/lib/contracts/blog';
import { notBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { blogPostActors, blogPosts } from '@/lib/server/db/schema/blog';
import { localizedPath } from '@/lib/seo/metadata';
import { published } from './post-row';

/**
 * The performers posts mention, in mention order, as profile links. §6: a performer banned in the
 * viewer's country is left out (her name stays plain text in the body).
 */
export async function mentionedActors(
  db: DbOrTx,
  input: { postIds: readonly number[]; language: Locale; viewerCountry: string | null },
): Promise<(BlogActor & { postId: number })[]> {
  if (input.postIds.length === 0) return [];
  const rows = await db
    .select({ postId: blogPostActors.postId, id: actors.id, name: actors.name, slug: actors.slug })
    .from(blogPostActors)
    .innerJoin(actors, eq(actors.id, blogPostActors.actorId))
    .where(and(inArray(blogPostActors.postId, [...input.postIds]), notBannedFor(input.viewerCountry)))
    .orderBy(asc(blogPostActors.postId), asc(blogPostActors.position));
  return rows.map((row) => ({ ...row, link: localizedPath(input.language, '/amateur/[actorName]', { actorName: row.slug }) }));
}

/** Whether a published post has this id (a call naming another id answers 404). */
export async function isPublishedPost(db: DbOrTx, postId: number): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.id, postId), published())).limit(1);
  return row !== undefined;
}

/** The performers one post mentions (§7 blog actors/{payload}, the post page). */
export async function postActors(db: DbOrTx, input: { postId: number; language: Locale; viewerCountry: string | null }): Promise<BlogActor[]> {
  const rows = await mentionedActors(db, { postIds: [input.postId], language: input.language, viewerCountry: input.viewerCountry });
  return rows.map(({ id, name, slug, link }) => ({ id, name, slug, link }));
}
