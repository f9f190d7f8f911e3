import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type ActorCrumbRoute, type BreadcrumbTarget, breadcrumbTrail, type StaticCrumbRoute } from '@/lib/seo/breadcrumb-trail';
import { crumbLabels } from '@/lib/seo/crumb-labels';
import { absoluteUrl, type Crumb } from '@/lib/seo/json-ld';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, categories, videos } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';
import { isBannedFor } from '../model-row';
import { findVisibleActor } from '../profile/find-actor';
import { findTag } from '../videos/tags';

/** What a breadcrumb call names, already validated (lib/server/rest/areas/breadcrumb.ts). */
export type BreadcrumbRequest =
  | { kind: 'home' }
  | { kind: 'page'; route: StaticCrumbRoute }
  | { kind: 'category'; categorySlug: string }
  | { kind: 'videoSearch'; searchPattern: string }
  | { kind: 'actor'; actor: string | number; route: ActorCrumbRoute | null }
  | { kind: 'actorVideosByTag'; actor: string | number; tagGroup: string }
  | { kind: 'video'; videoId: number }
  | { kind: 'album'; albumId: number };

type Viewer = { language: Locale; viewerCountry: string | null };

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);

async function actorOf(db: DbOrTx, idOrName: string | number, viewer: Viewer) {
  const actor = await findVisibleActor(db, idOrName, viewer.viewerCountry);
  if (!actor) throw notFound('actor');
  return { name: actor.name, slug: actor.slug };
}

/** A released video or album of a performer the viewer may see (§6), with that performer. */
async function mediaOf(db: DbOrTx, table: typeof videos | typeof albums, id: number, viewer: Viewer) {
  const [row] = await db
    .select({ id: table.id, title: table.title, name: actors.name, slug: actors.slug, banned: actors.bannedCountryCodes })
    .from(table)
    .innerJoin(actors, eq(actors.id, table.actorId))
    .where(and(eq(table.id, id), sql`${table.releasedAt} <= now()`, table === albums ? eq(albums.type, 'album') : undefined))
    .limit(1);
  if (!row || isBannedFor(row.banned, viewer.viewerCountry)) return null;
  return { actor: { name: row.name, slug: row.slug }, media: { id: row.id, title: row.title } };
}

async function targetOf(db: DbOrTx, request: BreadcrumbRequest, viewer: Viewer): Promise<BreadcrumbTarget> {
  switch (request.kind) {
    case 'home':
      return { type: 'home' };
    case 'page':
      return { type: 'page', route: request.route };
    case 'videoSearch':
      return { type: 'videoSearch', searchPattern: request.searchPattern };
    case 'category': {
      const [row] = await db.select({ slug: categories.slug, names: categories.names }).from(categories).where(eq(categories.slug, request.categorySlug.toLowerCase())).limit(1);
      // §5: a category outside the list is 'Unmapped category'.
      if (!row) throw new AppError('UNMAPPED_CATEGORY', 'Unmapped category');
      return { type: 'category', category: { slug: row.slug, name: row.names[viewer.language] ?? row.names.en } };
    }
    case 'actor': {
      const actor = await actorOf(db, request.actor, viewer);
      return request.route ? { type: 'actorPage', actor, route: request.route } : { type: 'actorProfile', actor };
    }
    case 'actorVideosByTag': {
      const [actor, tag] = await Promise.all([actorOf(db, request.actor, viewer), findTag(db, request.tagGroup, viewer.language)]);
      if (!tag) throw notFound('tag group');
      return { type: 'actorVideosByTag', actor, tag: { tagGroup: tag.tagGroup, name: tag.name } };
    }
    case 'video': {
      const found = await mediaOf(db, videos, request.videoId, viewer);
      if (!found) throw notFound('video');
      return { type: 'video', actor: found.actor, video: found.media };
    }
    case 'album': {
      const found = await mediaOf(db, albums, request.albumId, viewer);
      if (!found) throw notFound('album');
      return { type: 'album', actor: found.actor, album: found.media };
    }
  }
}

/**
 * §7 breadcrumb: the trail of a page as {name, url} with absolute URLs, home first. Unknown or
 * banned (§6) performers, unreleased media and unknown tags are NOT_FOUND.
 */
export async function getBreadcrumb(db: DbOrTx, request: BreadcrumbRequest, viewer: Viewer & { origin: string }): Promise<Crumb[]> {
  const target = await targetOf(db, request, viewer);
  return breadcrumbTrail(viewer.language, crumbLabels(viewer.language), target).map((c) => ({ name: c.name, url: absoluteUrl(viewer.origin, c.url) }));
}
