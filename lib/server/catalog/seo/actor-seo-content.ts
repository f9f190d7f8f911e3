import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { messageTranslator } from '@/lib/seo/messages';
import { routePath } from '@/lib/seo/route-path';
import type { ActorSeoContent } from '@/lib/seo/seo-text';
import type { DbOrTx } from '@/lib/server/db/client';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { findVisibleActor } from '../profile/find-actor';
import { getSeoText } from './get-seo-text';

export type ActorSeoContentInput = { actorId: number; tagGroup: string; language: Locale; viewerCountry: string | null };

async function countTaggedVideos(db: DbOrTx, actorId: number, tagId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .innerJoin(videoTags, eq(videoTags.videoId, videos.id))
    .where(and(eq(videos.actorId, actorId), eq(videoTags.tagId, tagId), sql`${videos.releasedAt} <= now()`));
  return Number(row?.n ?? 0);
}

/**
 * SEO content of a performer's tag page (§7 seo/getActorSeoContent/{actorId}/{tagGroup}, §3 SEO
 * text): title, description, h1 and h2 from the page's messages filled with the performer's name
 * and the tag's name, the tag's editorial free texts (seo_texts, scope 'tag') after a sentence
 * with the performer's video count. Null when the performer is unknown or banned for the viewer
 * (§6) or the tag group does not exist: the call answers 404.
 */
export async function getActorSeoContent(db: DbOrTx, input: ActorSeoContentInput): Promise<ActorSeoContent | null> {
  const [actor, [tag]] = await Promise.all([
    findVisibleActor(db, input.actorId, input.viewerCountry),
    db
      .select({ id: tags.id, tagGroup: tags.tagGroup, name: sql<string | null>`${tags.names} ->> ${input.language}` })
      .from(tags)
      .where(eq(tags.tagGroup, input.tagGroup))
      .limit(1),
  ]);
  if (!actor || !tag) return null;
  const [text, videoCount] = await Promise.all([getSeoText(db, 'tag', tag.tagGroup, input.language), countTaggedVideos(db, actor.id, tag.id)]);
  const tagName = text?.breadcrumb || tag.name || tag.tagGroup;
  const t = messageTranslator(input.language);
  const values = { name: actor.name, tag: tagName };
  return {
    actorId: actor.id,
    actorName: actor.name,
    tagGroup: tag.tagGroup,
    tagName,
    videoCount,
    title: t('Seo.actorVideosByTag.title', values),
    description: t('Seo.actorVideosByTag.description', values),
    h1: t('Seo.actorVideosByTag.h1', values),
    h2: t('Seo.actorVideosByTag.h2', values),
    freeTexts: [t('Seo.actorVideosByTag.videoCount', { ...values, count: videoCount }), ...(text?.freeTexts ?? [])],
    breadcrumb: tagName,
    slug: text?.slug || tag.tagGroup,
    url: routePath(input.language, '/amateur/[actorName]/videos/tag/[tagGroup]', { actorName: actor.slug, tagGroup: tag.tagGroup }),
  };
}
