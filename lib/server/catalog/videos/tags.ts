import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TagCount } from '@/lib/contracts/video';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { cachedValue } from './count-cache';

type Tag = { id: number; tagGroup: string; names: Record<Locale, string> };

/**
 * Every tag with how many videos carry it, most used first, cached for all viewers. One count
 * per tag (an index-only scan of video_tags_tag_idx each, never a scan of the whole link table;
 * joining videos and actors for release dates and country bans made it five times slower at
 * SEED_SCALE=large).
 */
function tagsWithCounts(db: DbOrTx): Promise<(Tag & { videoCount: number })[]> {
  return cachedValue(db, 'tags', async () => {
    const list = await db
      .select({
        id: tags.id,
        tagGroup: tags.tagGroup,
        names: tags.names,
        videoCount: sql<number>`(select count(*) from ${videoTags} where ${videoTags.tagId} = ${tags.id})`.mapWith(Number),
      })
      .from(tags);
    return list.sort((a, b) => b.videoCount - a.videoCount || a.tagGroup.localeCompare(b.tagGroup));
  });
}

const toTagCount = (tag: Tag & { videoCount: number }, language: Locale): TagCount => ({
  id: tag.id,
  tagGroup: tag.tagGroup,
  name: tag.names[language] ?? tag.tagGroup,
  videoCount: tag.videoCount,
});

/** §7 most popular tags: by number of videos, most first. */
export async function popularTags(db: DbOrTx, input: { first: number; language: Locale }): Promise<TagCount[]> {
  const all = await tagsWithCounts(db);
  return all.filter((t) => t.videoCount > 0).slice(0, Math.max(0, input.first)).map((t) => toTagCount(t, input.language));
}

/** Case- and accent-insensitive comparison text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * §7 tag search: tags whose name (in the viewer's language) or tag group contains the search
 * text, ignoring case and accents; the ones starting with it first, then the most used.
 */
export async function searchTags(db: DbOrTx, input: { search: string; first: number; language: Locale }): Promise<TagCount[]> {
  const needle = fold(input.search.trim());
  const all = await tagsWithCounts(db);
  const hits = all
    .map((tag) => {
      const name = fold(tag.names[input.language] ?? '');
      const group = fold(tag.tagGroup);
      const at = Math.min(...[name.indexOf(needle), group.indexOf(needle)].map((i) => (i < 0 ? Infinity : i)));
      return { tag, at };
    })
    .filter((hit) => hit.at !== Infinity);
  hits.sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || b.tag.videoCount - a.tag.videoCount);
  return hits.slice(0, Math.max(0, input.first)).map((hit) => toTagCount(hit.tag, input.language));
}

/** A tag by its group (the URL segment of /videos/tag/{tagGroup}/), or null. */
export async function findTag(db: DbOrTx, tagGroup: string, language: Locale): Promise<{ id: number; tagGroup: string; name: string } | null> {
  const [row] = await db
    .select({ id: tags.id, tagGroup: tags.tagGroup, name: sql<string>`${tags.names} ->> ${language}` })
    .from(tags)
    .where(eq(tags.tagGroup, tagGroup))
    .limit(1);
  return row ? { ...row, name: row.name ?? row.tagGroup } : null;
}

/** The tags of one performer's released videos, most used first (her tag pages' links). */
export async function actorTags(db: DbOrTx, input: { actorId: number; language: Locale }): Promise<TagCount[]> {
  const rows = await db
    .select({
      id: tags.id,
      tagGroup: tags.tagGroup,
      name: sql<string>`${tags.names} ->> ${input.language}`,
      videoCount: sql<number>`count(*)::int`,
    })
    .from(videoTags)
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(and(eq(videos.actorId, input.actorId), sql`${videos.releasedAt} <= now()`))
    .groupBy(tags.id, tags.tagGroup, tags.names)
    .orderBy(sql`count(*) desc`, asc(tags.tagGroup));
  return rows.map((row) => ({ ...row, name: row.name ?? row.tagGroup }));
}
