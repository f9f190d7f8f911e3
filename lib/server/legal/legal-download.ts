import 'server-only';
import { type Locale, locales } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { messageTranslator } from '@/lib/seo/messages';
import { findPublishedLegalText } from './find-legal-text';
import { formatLegalDate } from './format-legal-date';
import { standaloneLegalHtml } from './render-legal-html';

const INT_MAX = 2_147_483_647;

/** The path's id: not digits is bad input (400), digits that name no published text are a 404. */
export function parseLegalTextId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw new AppError('BAD_REQUEST', 'The legal text id must be a number.');
  const id = Number(raw);
  if (id < 1 || id > INT_MAX) throw new AppError('NOT_FOUND', 'No such legal text.');
  return id;
}

/**
 * §7 asset/legal-text/download/{legalTextId}: one published version in one language as a
 * standalone HTML attachment (UTF-8), named after its type, version and language.
 */
export async function legalTextDownload(db: DbOrTx, id: number): Promise<Response> {
  const text = await findPublishedLegalText(db, id);
  if (!text || !text.publishedAt) throw new AppError('NOT_FOUND', 'No such legal text.');
  const language = (locales as readonly string[]).includes(text.language) ? (text.language as Locale) : 'en';
  const t = messageTranslator(language);
  const body = standaloneLegalHtml({
    title: text.title,
    version: text.version,
    language,
    html: text.html,
    versionLabel: t('Legal.versionLabel', { version: text.version }),
    validFrom: t('Legal.publishedOn', { date: formatLegalDate(language, text.publishedAt) }),
  });
  const filename = `${text.product}-${text.type}-v${text.version}-${language}.html`;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
