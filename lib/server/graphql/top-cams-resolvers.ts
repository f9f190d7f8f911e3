import 'server-only';
import * as z from 'zod';
import { TOP_CAMS_MAX, type TopCam, topCamViewSchema } from '@/lib/contracts/top-cam';
import { listTopCams } from '@/lib/server/catalog/models/top-cams';
import type { GraphqlContext } from './context';

const topCamsArgsSchema = z.object({
  view: topCamViewSchema.nullish().transform((v) => v ?? 'top100'),
  first: z
    .number()
    .int()
    .min(0, 'first must not be negative')
    .nullish()
    .transform((n) => Math.min(n ?? TOP_CAMS_MAX, TOP_CAMS_MAX)),
});

async function topCams(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<TopCam[]> {
  const args = topCamsArgsSchema.parse(rawArgs);
  const list = await listTopCams(context.db, { view: args.view, first: args.first, viewerCountry: context.viewerCountry });
  return list.items;
}

export const topCamsResolvers = { Query: { topCams } };
