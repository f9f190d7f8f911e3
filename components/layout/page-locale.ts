import { notFound } from 'next/navigation';
import { hasLocale } from '@/i18n/has-locale';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * The validated language of a page under app/[locale]: unknown languages are a 404 (the layout
 * checks too, but metadata runs beside it). Registers the locale for this request so
 * next-intl need not read headers.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Decodes a URL segment; a malformed escape stays as it came rather than throwing. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
