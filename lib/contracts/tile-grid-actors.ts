import * as z from 'zod';

/** One performer tile of the §2 tile-grid kinds favourite actors, my video chats and best chats. */
export const actorTileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isOnline: z.boolean(),
  avatarUrl: z.string(),
  /** my video chats and best chats: the guest's chats with her whose video came up, the newest, and their seconds. */
  chats: z.number().int().optional(),
  lastChatAt: z.string().optional(),
  chatSeconds: z.number().int().optional(),
  /** best chats: how many of those chats the guest rated GREAT in the chat-exit survey. */
  greatRatings: z.number().int().optional(),
});
export type ActorTile = z.infer<typeof actorTileSchema>;

/** The per-guest actor grid kinds; best chats answers the §5 best-chats ranking when the guest has none of his own. */
export const actorGridTypeSchema = z.enum(['favoriteActors', 'myVideoChats', 'bestChats']);
export type ActorGridType = z.infer<typeof actorGridTypeSchema>;

export const actorGridPageSchema = z.object({
  type: actorGridTypeSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(actorTileSchema),
  /** best chats only: 'guest' = from his own rated chats, 'ranking' = the §5 best-chats list. */
  source: z.enum(['guest', 'ranking']).optional(),
});
export type ActorGridPage = z.infer<typeof actorGridPageSchema>;

export const actorGridResponseSchema = z.object({ success: z.literal(true), data: actorGridPageSchema });
