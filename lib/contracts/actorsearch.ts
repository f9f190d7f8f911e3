import * as z from 'zod';
import { actorGenderSchema, modelListSchema, modelOrderSchema, modelPresetSchema } from './actor';
import { dataEnvelope } from './envelope';

/** §7 actorsearch filter: §9 search type, gender, online only, §9 search category and sort. */
export const actorSearchFilterSchema = z
  .object({
    searchType: modelPresetSchema.default('default'),
    gender: actorGenderSchema.optional(),
    onlineOnly: z.boolean().default(false),
    /** §9 default actor search category 3 (every performer); 88 newly registered. */
    category: z.number().int().min(1).max(1_000_000).default(3),
    /** §9 sort rank or distance (plus newest and name); absent: the search type's default. */
    order: modelOrderSchema.optional(),
  })
  .strict();
export type ActorSearchFilter = z.infer<typeof actorSearchFilterSchema>;

// GET /rest/v1/actorsearch/init
export const actorSearchInitSchema = z.object({
  filter: actorSearchFilterSchema,
  searchTypes: z.array(modelPresetSchema),
  orders: z.array(modelOrderSchema),
  /** Whether the guest has a §3 geoLocation, so the distance sort measures from somewhere. */
  hasGeoLocation: z.boolean(),
});
export const actorSearchInitResponseSchema = dataEnvelope(actorSearchInitSchema);
export type ActorSearchInit = z.infer<typeof actorSearchInitSchema>;

// POST /rest/v1/actorsearch/search
export const actorSearchResponseSchema = dataEnvelope(modelListSchema);
// POST /rest/v1/actorsearch/filter/delete
export const actorSearchFilterResponseSchema = dataEnvelope(actorSearchFilterSchema);
