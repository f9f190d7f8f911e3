import 'server-only';
import { z } from 'zod';
import { type ModelList, modelFilterSchema, modelOrderSchema } from '@/lib/contracts/actor';
import { countModels, type ModelTotals } from '@/lib/server/catalog/count-models';
import { listModels } from '@/lib/server/catalog/list-models';
import type { GraphqlContext } from './context';

const MAX_PAGE = 100;

/** GraphQL sends explicit nulls; zod's optional() means "absent", so nulls are dropped first. */
function dropNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

const filterSchema = z.preprocess(dropNulls, modelFilterSchema).nullish();

const modelsArgsSchema = z.object({
  first: z
    .number()
    .int()
    .min(0, 'first must not be negative')
    .nullish()
    .transform((n) => Math.min(n ?? 30, MAX_PAGE)),
  last: z.number().int().min(0, 'last must not be negative').nullish().transform((n) => (n == null ? null : Math.min(n, MAX_PAGE))),
  offset: z.number().int().min(0, 'offset must not be negative').nullish().transform((n) => n ?? 0),
  order: modelOrderSchema.nullish().transform((o) => o ?? 'rank'),
  filter: filterSchema,
  onlineFilter: z.boolean().nullish(),
});

const totalsArgsSchema = z.object({ filter: filterSchema, onlineFilter: z.boolean().nullish() });

async function models(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ModelList> {
  const args = modelsArgsSchema.parse(rawArgs);
  const base = {
    order: args.order,
    filter: args.filter ?? undefined,
    onlineOnly: args.onlineFilter ?? false,
    viewerCountry: context.viewerCountry,
  };
  if (args.last === null) return listModels(context.db, { ...base, first: args.first, offset: args.offset });

  // last: the tail of the ordered set after offset, so its start depends on the total.
  const { total } = await countModels(context.db, base);
  const start = Math.max(args.offset, total - args.last);
  const list = await listModels(context.db, { ...base, first: Math.max(0, total - start), offset: start });
  return { total, items: list.items };
}

async function modelTotals(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ModelTotals> {
  const args = totalsArgsSchema.parse(rawArgs);
  return countModels(context.db, {
    filter: args.filter ?? undefined,
    onlineOnly: args.onlineFilter ?? false,
    viewerCountry: context.viewerCountry,
  });
}

export const modelsResolvers = { Query: { models, modelTotals } };
