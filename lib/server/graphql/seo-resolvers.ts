import 'server-only';
import * as z from 'zod';
import { seoLanguageSchema, type SeoText } from '@/lib/seo/seo-text';
import { seoTextsByTags as loadSeoTextsByTags } from '@/lib/server/catalog/seo/get-seo-text';
import type { GraphqlContext } from './context';

/** At most this many tag groups per request. */
const MAX_TAG_GROUPS = 100;

const argsSchema = z.object({
  tagGroups: z
    .array(z.string().trim().min(1, 'a tag group must not be empty').max(100, 'a tag group has at most 100 characters'))
    .max(MAX_TAG_GROUPS, `at most ${MAX_TAG_GROUPS} tag groups`),
  language: seoLanguageSchema.nullish(),
});

async function seoTextsByTags(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<SeoText[]> {
  const args = argsSchema.parse(rawArgs);
  return loadSeoTextsByTags(context.db, args.tagGroups, args.language ?? context.language);
}

export const seoResolvers = { Query: { seoTextsByTags } };
