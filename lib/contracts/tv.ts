import * as z from 'zod';

/** §2 TV channels: the free livestream and the premium one. */
export const TV_CHANNEL_VALUES = ['livestream', 'premium'] as const;
export type TvChannelName = (typeof TV_CHANNEL_VALUES)[number];

/** One program slot; `actor` is set for a performer's TV appearance (§7 getActorTVLivestreamDataById). */
export const tvSlotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  fsk: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), link: z.string() }).nullable(),
});
export type TvSlot = z.infer<typeof tvSlotSchema>;

/** §7 tv/program/{type}: what is on now and next; serverTime lets a page count down without trusting its clock. */
export const tvProgramSchema = z.object({
  channel: z.enum(TV_CHANNEL_VALUES),
  current: tvSlotSchema.nullable(),
  next: tvSlotSchema.nullable(),
  serverTime: z.string(),
});
export type TvProgram = z.infer<typeof tvProgramSchema>;
export const tvProgramResponseSchema = z.object({ success: z.literal(true), data: tvProgramSchema });

/**
 * §7 tv/stream/{type}: the signed live playlist of the channel (10 minutes, for this guest), the
 * server's clock (the player lines segments up with it) and the segment length.
 */
export const tvStreamSchema = z.object({
  channel: z.enum(TV_CHANNEL_VALUES),
  playlistUrl: z.string(),
  expiresAt: z.number().int(),
  serverTime: z.string(),
  segmentSeconds: z.number().int(),
});
export type TvStream = z.infer<typeof tvStreamSchema>;
export const tvStreamResponseSchema = z.object({ success: z.literal(true), data: tvStreamSchema });

/** A parsed live playlist segment (the player reads the m3u8 itself: components/tv/live-playlist.ts). */
export type TvPlaylistSegment = { sequence: number; startsAt: number; durationSeconds: number; url: string };
