import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { messageTranslator } from '@/lib/seo/messages';

/** Paths outside every language: the default language's title; Next marks every 404 noindex. */
export const metadata: Metadata = {
  title: `${messageTranslator(routing.defaultLocale)('NotFound.title')} · ${site.name}`,
};

/**
 * 404 for paths outside every language (proxy.ts sends localized paths to
 * app/[locale]/not-found.tsx). No language is known here, so the default one speaks.
 */
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh items-center justify-center px-4">
        <main className="max-w-md text-center">
          <p className="text-lg font-bold">{site.name}</p>
          <h1 className="mt-6 text-3xl font-bold">{t('title')}</h1>
          <p className="mt-3 text-muted">{t('lead')}</p>
          <a
            href={`/${locale}/`}
            className="mt-8 inline-flex min-h-10 items-center rounded-full bg-accent px-5 text-sm font-semibold text-on-accent"
          >
            {t('home')}
          </a>
        </main>
      </body>
    </html>
  );
}
