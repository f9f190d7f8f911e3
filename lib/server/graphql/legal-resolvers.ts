import 'server-only';
import * as z from 'zod';
import { locales } from '@/i18n/routing';
import { legalTypeSchema } from '@/lib/server/legal/legal-document';
import { listLegalTexts } from '@/lib/server/legal/list-legal-texts';
import type { GraphqlContext } from './context';

const legalTextsArgs = z.object({
  type: legalTypeSchema.nullish().transform((v) => v ?? undefined),
  language: z.enum(locales).nullish().transform((v) => v ?? undefined),
  version: z.number().int().positive().max(2_147_483_647).nullish().transform((v) => v ?? undefined),
  product: z.string().trim().min(1).max(60).nullish().transform((v) => v ?? undefined),
  currentOnly: z.boolean().nullish().transform((v) => v ?? true),
});

async function legalTexts(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = legalTextsArgs.parse(raw);
  const texts = await listLegalTexts(context.db, args);
  return texts.map((text) => ({
    id: text.id,
    type: text.type,
    product: text.product,
    version: text.version,
    language: text.language,
    title: text.title,
    html: text.html,
    publishedAt: (text.publishedAt ?? new Date()).toISOString(),
    validUntil: text.validUntil?.toISOString() ?? null,
    isCurrent: text.isCurrent,
    downloadUrl: `/rest/v1/asset/legal-text/download/${text.id}`,
  }));
}

export const legalResolvers = { Query: { legalTexts } };
