import * as z from 'zod';

/**
 * A page as §7 teaser and banner calls name it: the internal route name of i18n/routing.ts (e.g.
 * '/amateur/[actorName]') and its params without brackets. Any well-formed name is accepted: a
 * route without teasers or banners simply has none (an empty list, not an error).
 */
/** A route's params without brackets, e.g. { actorName: 'lunasky' }. */
export const routeArgsSchema = z
  .record(z.string().regex(/^[A-Za-z]{1,32}$/), z.string().min(1).max(200))
  .refine((args) => Object.keys(args).length <= 8, 'At most 8 route arguments.');

export const pageRouteSchema = z.object({
  routeName: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9\-[\]/]*$/, 'A route name is an internal path such as /new-girls.'),
  routeArgs: routeArgsSchema.default({}),
});
export type PageRoute = z.output<typeof pageRouteSchema>;
