import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { de, en, es, nl } as const;

export type MessageValues = Record<string, string | number>;
/** A translator over the whole catalogue: `t('Seo.home.title')`. */
export type MessageTranslator = (key: string, values?: MessageValues) => string;

/**
 * Messages read without a request context (REST and GraphQL services, sitemap, breadcrumbs):
 * next-intl's getTranslations needs the page request, these calls have none.
 */
export function messageTranslator(locale: Locale): MessageTranslator {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return (key, values) => (t as unknown as MessageTranslator)(key, values);
}
