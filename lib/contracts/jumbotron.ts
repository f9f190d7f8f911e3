import * as z from 'zod';
import { imageSchema } from './image';
import { dataEnvelope } from './envelope';

/**
 * §7 misc video/jumbotron/config: how the player behaves. The video never loads before the guest
 * asks or the jumbotron is in view (preload none), always starts muted, and the poster keeps its
 * size so nothing shifts (§1 speed).
 */
export const jumbotronConfigSchema = z.object({
  enabled: z.boolean(),
  preload: z.literal('none'),
  muted: z.literal(true),
  playWhenInView: z.boolean(),
  /** The share of the jumbotron that must be visible before it plays by itself. */
  inViewThreshold: z.number().min(0).max(1),
});
export type JumbotronConfig = z.infer<typeof jumbotronConfigSchema>;

/** §7 misc video/jumbotron/homepage: the home page's poster, headline, call to action and clip. */
export const jumbotronSchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  lead: z.string(),
  cta: z.object({ label: z.string(), href: z.string() }),
  poster: imageSchema,
  video: z.object({ url: z.string(), type: z.literal('video/mp4') }),
});
export type Jumbotron = z.infer<typeof jumbotronSchema>;

// GET /rest/v1/video/jumbotron/config
export const jumbotronConfigResponseSchema = dataEnvelope(jumbotronConfigSchema);
// GET /rest/v1/video/jumbotron/homepage — data null when no jumbotron is active.
export const jumbotronHomepageResponseSchema = dataEnvelope(jumbotronSchema.nullable());
