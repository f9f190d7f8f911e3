import 'server-only';
import * as z from 'zod';
import { pageRouteSchema, routeArgsSchema } from '@/lib/contracts/page-route';
import { listBanners } from '@/lib/server/banners/list-banners';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const bannersArgs = z.object({
  routeName: pageRouteSchema.shape.routeName,
  routeArgs: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .max(8)
    .nullish()
    .transform((args) => Object.fromEntries((args ?? []).map((arg) => [arg.name, arg.value])))
    .pipe(routeArgsSchema),
  mobile: z.boolean().nullish().transform((value) => value ?? null),
});

async function banners(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const { routeName, routeArgs, mobile } = bannersArgs.parse(raw);
  return listBanners(context.db, { route: { routeName, routeArgs }, mobile, language: context.language, now: contextNow(context) });
}

export const bannersResolvers = { Query: { banners } };
