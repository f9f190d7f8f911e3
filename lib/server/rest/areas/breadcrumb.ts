import 'server-only';
import * as z from 'zod';
import { routeTitleKeys } from '@/i18n/route-titles';
import { type ActorCrumbRoute, type StaticCrumbRoute, staticCrumbRoutes } from '@/lib/seo/breadcrumb-trail';
import { type BreadcrumbRequest, getBreadcrumb } from '@/lib/server/catalog/seo/breadcrumb';
import { publicOrigin } from '@/lib/server/env';
import { type RestArea, restCall } from '../call';

/** A PostgreSQL integer id: out-of-range digits are bad input (422), not a database error. */
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Listing pages by their route key (messages Routes): 'newGirls', 'topCamsFavorites' … */
const pageByKey = new Map<string, StaticCrumbRoute>(staticCrumbRoutes.map((route) => [routeTitleKeys[route], route]));
const pageKeys = [...pageByKey.keys()] as [string, ...string[]];
const videoAreaRoutes = ['/videos', '/all-videos', '/free-clips', '/video-trends', '/on-sale', '/new-videos', '/vip-videos', '/stars'] as const;
const videoAreaKeys = videoAreaRoutes.map((route) => routeTitleKeys[route]) as [string, ...string[]];

/** Performer pages by breadcrumb type (the route keys of route-titles.ts). */
const actorTypes = {
  actorProfile: null,
  aboutMe: '/amateur/[actorName]/about-me',
  actorVideos: '/amateur/[actorName]/videos',
  actorClassicVideos: '/amateur/[actorName]/videos/classic',
  actorLiveShow: '/amateur/[actorName]/live-show',
  actorTopCams: '/amateur/[actorName]/top-cams',
} as const satisfies Record<string, ActorCrumbRoute | null>;
const actorTypeKeys = Object.keys(actorTypes) as (keyof typeof actorTypes)[] as [keyof typeof actorTypes, ...(keyof typeof actorTypes)[]];

const actorRef = {
  actorId: idSchema.optional(),
  actorName: z.string().trim().min(1).max(100).optional(),
};
const hasActor = (v: { actorId?: number; actorName?: string }) => v.actorId !== undefined || v.actorName !== undefined;
const actorMessage = { message: 'Name the performer with actorId or actorName.' };

const typeSchemas = [
  z.object({ breadcrumbType: z.literal('home') }),
  z.object({ breadcrumbType: z.literal('page'), page: z.enum(pageKeys) }),
  z.object({ breadcrumbType: z.literal('videoArea'), area: z.enum(videoAreaKeys) }),
  z.object({ breadcrumbType: z.literal('category'), categorySlug: z.string().trim().min(1).max(100) }),
  z.object({ breadcrumbType: z.literal('videoSearch'), searchPattern: z.string().trim().min(1).max(200) }),
  z.object({ breadcrumbType: z.enum(actorTypeKeys), ...actorRef }).refine(hasActor, actorMessage),
  z.object({ breadcrumbType: z.literal('actorVideosByTag'), ...actorRef, tagGroup: z.string().trim().min(1).max(100) }).refine(hasActor, actorMessage),
  z.object({ breadcrumbType: z.literal('video'), videoId: idSchema }),
  z.object({ breadcrumbType: z.literal('album'), albumId: idSchema }),
] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** §7 "with payload": the fields may come at the top of the body or inside `payload`. */
function flattenPayload(raw: unknown): unknown {
  if (!isObject(raw) || !isObject(raw.payload)) return raw;
  const { payload, ...rest } = raw;
  return { ...payload, ...rest };
}

export const breadcrumbInputSchema = z.preprocess(flattenPayload, z.discriminatedUnion('breadcrumbType', typeSchemas));
type BreadcrumbInput = z.output<typeof breadcrumbInputSchema>;

function toRequest(input: BreadcrumbInput): BreadcrumbRequest {
  const actor = (v: { actorId?: number; actorName?: string }) => (v.actorId ?? v.actorName) as number | string;
  switch (input.breadcrumbType) {
    case 'home':
      return { kind: 'home' };
    case 'page':
      return { kind: 'page', route: pageByKey.get(input.page) as StaticCrumbRoute };
    case 'videoArea':
      return { kind: 'page', route: pageByKey.get(input.area) as StaticCrumbRoute };
    case 'category':
      return { kind: 'category', categorySlug: input.categorySlug };
    case 'videoSearch':
      return { kind: 'videoSearch', searchPattern: input.searchPattern };
    case 'actorVideosByTag':
      return { kind: 'actorVideosByTag', actor: actor(input), tagGroup: input.tagGroup };
    case 'video':
      return { kind: 'video', videoId: input.videoId };
    case 'album':
      return { kind: 'album', albumId: input.albumId };
    default:
      return { kind: 'actor', actor: actor(input), route: actorTypes[input.breadcrumbType] };
  }
}

/** §7 breadcrumb area. */
export const breadcrumbArea: RestArea = {
  // POST /rest/v1/breadcrumb/{breadcrumbType} – the trail of a page as data.breadcrumb [{name, url}]
  '{breadcrumbType}': restCall({
    method: 'POST',
    auth: 'optional',
    input: breadcrumbInputSchema,
    handler: async (input, { db, language, viewerCountry }) => {
      const breadcrumb = await getBreadcrumb(db, toRequest(input), { language, viewerCountry, origin: publicOrigin() });
      return { success: true, data: { breadcrumb } };
    },
  }),
};
