import 'server-only';
import * as z from 'zod';
import {
  type ModelFilter,
  type ModelList,
  type ModelListItem,
  type ModelOrder,
  type ModelPreset,
  modelFilterSchema,
  modelOrderSchema,
  modelPresetSchema,
} from '@/lib/contracts/actor';
import { AVATAR_AGE_RATING, MODEL_RECOMMENDATIONS_DEFAULT, NEWLY_REGISTERED_CATEGORY } from '@/lib/catalog/rules';
import { countModels, type ModelTotals } from '@/lib/server/catalog/count-models';
import { listModels } from '@/lib/server/catalog/list-models';
import { listRecommendedModels } from '@/lib/server/catalog/models/recommended-models';
import { getGuestGeoLocation } from '@/lib/server/geo/guest-geo-location';
import type { GraphqlContext } from './context';

const MAX_PAGE = 100;

/** GraphQL sends explicit nulls; zod's optional() means "absent", so nulls are dropped first. */
export function dropNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

const filterSchema = z.preprocess(dropNulls, modelFilterSchema).nullish();
const presetSchema = modelPresetSchema.nullish().transform((p) => p ?? 'default');

const modelsArgsSchema = z.object({
  first: z
    .number()
    .int()
    .min(0, 'first must not be negative')
    .nullish()
    .transform((n) => Math.min(n ?? 30, MAX_PAGE)),
  last: z.number().int().min(0, 'last must not be negative').nullish().transform((n) => (n == null ? null : Math.min(n, MAX_PAGE))),
  offset: z.number().int().min(0, 'offset must not be negative').nullish().transform((n) => n ?? 0),
  order: modelOrderSchema.nullish(),
  filter: filterSchema,
  preset: presetSchema,
  onlineFilter: z.boolean().nullish(),
});

const totalsArgsSchema = z.object({ filter: filterSchema, preset: presetSchema, onlineFilter: z.boolean().nullish() });

const recommendedArgsSchema = z.object({
  first: z
    .number()
    .int()
    .min(0, 'first must not be negative')
    .max(MAX_PAGE, `first must be at most ${MAX_PAGE}`)
    .nullish()
    .transform((n) => n ?? MODEL_RECOMMENDATIONS_DEFAULT),
  ageRating: z
    .number()
    .int()
    .min(AVATAR_AGE_RATING, `tile images are rated ${AVATAR_AGE_RATING}; ageRating must be at least that`)
    .max(18, 'ageRating must be at most 18')
    .nullish(),
  actorId: z.number().int().positive().nullish(),
});

/** §9 search types fill the list's defaults; an explicit order always wins. */
function applyPreset(preset: ModelPreset, filter: ModelFilter | undefined, order: ModelOrder | null | undefined) {
  switch (preset) {
    case 'newGirls':
      return { filter: { ...filter, category: NEWLY_REGISTERED_CATEGORY }, order: order ?? 'newest' };
    case 'location':
      return { filter, order: order ?? 'distance' };
    case 'default':
    case 'custom':
      return { filter, order: order ?? 'rank' };
  }
}

/** One resolver behind models, modelsV2 and modelsV3 (§7 "three versions"). */
async function models(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ModelList> {
  const args = modelsArgsSchema.parse(rawArgs);
  const { filter, order } = applyPreset(args.preset, args.filter ?? undefined, args.order);
  // §3 distanceToGuest and the distance sort: from the logged-in guest's stored geoLocation.
  const guestLocation = context.guest ? await getGuestGeoLocation(context.db, context.guest.guestId) : null;
  const base = { order, filter, onlineOnly: args.onlineFilter ?? false, viewerCountry: context.viewerCountry, guestLocation };
  if (args.last === null) return listModels(context.db, { ...base, first: args.first, offset: args.offset });

  // last: the tail of the ordered set after offset, so its start depends on the total.
  const { total } = await countModels(context.db, base);
  const start = Math.max(args.offset, total - args.last);
  const list = await listModels(context.db, { ...base, first: Math.max(0, total - start), offset: start });
  return { total, items: list.items };
}

async function modelTotals(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ModelTotals> {
  const args = totalsArgsSchema.parse(rawArgs);
  const { filter } = applyPreset(args.preset, args.filter ?? undefined, null);
  return countModels(context.db, { filter, onlineOnly: args.onlineFilter ?? false, viewerCountry: context.viewerCountry });
}

async function recommendedModels(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ModelListItem[]> {
  const args = recommendedArgsSchema.parse(rawArgs);
  return listRecommendedModels(context.db, {
    first: args.first,
    excludeActorId: args.actorId ?? null,
    viewerCountry: context.viewerCountry,
  });
}

export const modelsResolvers = { Query: { models, modelsV2: models, modelsV3: models, modelTotals, recommendedModels } };
