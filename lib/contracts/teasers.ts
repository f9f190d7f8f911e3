import * as z from 'zod';
import { imageSchema } from './image';
import { dataEnvelope } from './envelope';
import { pageRouteSchema } from './page-route';

/** §7 teaser: one card of a route's teaser slot — a link, a title, a generated image. */
export const teaserSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The finished, localized path. */
  href: z.string(),
  image: imageSchema,
});
export type Teaser = z.infer<typeof teaserSchema>;

// POST /rest/v1/teaser/getTeasers {routeName, routeArgs}
export const teasersInputSchema = pageRouteSchema;
export type TeasersInput = z.input<typeof teasersInputSchema>;

export const teasersResponseSchema = dataEnvelope(z.object({ teasers: z.array(teaserSchema) }));
export type TeasersResponse = z.infer<typeof teasersResponseSchema>;
