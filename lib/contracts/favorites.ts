import * as z from 'zod';
import { dataEnvelope } from './envelope';

/** What a guest can pin (§7 favorite pin/unpin); `sedcards` pins an actor's profile pictures by actor id. */
export const favoriteSubjects = ['actor', 'album', 'picture', 'sedcards'] as const;
export const favoriteSubjectSchema = z.enum(favoriteSubjects);
export type FavoriteSubject = z.infer<typeof favoriteSubjectSchema>;

/** §9: favourite actors per page 10 (mobile); the favourite models block shows 50. */
export const FAVORITE_ACTORS_PAGE_SIZE = 10;
export const FAVORITE_ACTORS_MAX_LIMIT = 50;

// GET /rest/v1/guest/favorite/actors?offset=&limit= – query values arrive as strings
export const favoriteActorsInputSchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(FAVORITE_ACTORS_MAX_LIMIT).default(FAVORITE_ACTORS_PAGE_SIZE),
});
export type FavoriteActorsInput = z.infer<typeof favoriteActorsInputSchema>;

/** §3: a favourite actor item has id and isOnline (and the name to show). */
export const favoriteActorSchema = z.object({ id: z.number().int(), name: z.string(), isOnline: z.boolean() });
export type FavoriteActor = z.infer<typeof favoriteActorSchema>;

export const favoriteActorPageSchema = z.object({ items: z.array(favoriteActorSchema), total: z.number().int() });
export type FavoriteActorPage = z.infer<typeof favoriteActorPageSchema>;
export const favoriteActorsResponseSchema = dataEnvelope(favoriteActorPageSchema);

// GET /rest/v1/guest/favorite/ids?subject= – every pinned id of one subject, newest first
export const favoriteIdsInputSchema = z.object({ subject: favoriteSubjectSchema });
export const favoriteIdsResponseSchema = dataEnvelope(z.object({ ids: z.array(z.number().int()) }));
export type FavoriteIdsResponse = z.infer<typeof favoriteIdsResponseSchema>;
