import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { Link } from '@/i18n/navigation';
import { routeTitleKeys } from '@/i18n/route-titles';
import { site } from '@/lib/config/site';
import type { LegalTextType } from '@/lib/server/db/schema/legal';
import { loadLegalPage } from '@/lib/server/legal/find-legal-text';
import { formatLegalDate } from '@/lib/server/legal/format-legal-date';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseLegalVersionParam } from './legal-page-params';
import { type LegalRoute, LegalVersionList } from './legal-version-list';

type Params = Promise<{ locale: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Params; searchParams: Search };

const metaKey = { terms: 'metaTerms', privacy: 'metaPrivacy', imprint: 'metaImprint' } as const;

/** generateMetadata of a legal page; an older version is noindex, the current one canonical. */
export function legalMetadata(type: LegalTextType, route: LegalRoute) {
  return async ({ params, searchParams }: Props): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const version = parseLegalVersionParam((await searchParams).version);
    const [routes, t] = await Promise.all([getTranslations({ locale, namespace: 'Routes' }), getTranslations({ locale, namespace: 'Legal' })]);
    return pageMetadata({
      locale,
      pathname: route,
      title: routes(routeTitleKeys[route]),
      description: t(metaKey[type], { site: site.name }),
      noindex: version !== undefined,
    });
  };
}

/**
 * §2 terms of service, data protection and the imprint: the current version of the §3 legal text
 * in the page language (English, said so, where it has none), `?version=N` an older one, the
 * list of versions and a download. The html is ours (lib/server/legal/render-legal-html.ts).
 */
export async function LegalDocumentPage({ type, route, params, searchParams }: Props & { type: LegalTextType; route: LegalRoute }) {
  const locale = await pageLocale(params);
  const version = parseLegalVersionParam((await searchParams).version);
  if (version === 'invalid') notFound();
  await connection(); // reads the database: never at build time
  const page = await loadLegalPage(runtime().db, { type, language: locale, version });
  if (!page) notFound();
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const day = (date: Date) => formatLegalDate(locale, date);
  const { text, span } = page;
  const isOlder = span.validUntil !== null;
  return (
    <>
      <PageHeading title={text.title}>
        <p className="mt-2 text-sm text-muted">{t('validSince', { version: span.version, date: day(span.validFrom) })}</p>
      </PageHeading>
      {isOlder || page.isFallback ? (
        <div role="note" className="mt-5 flex max-w-3xl flex-col gap-2 rounded-md border border-line bg-surface p-4 text-sm">
          {isOlder && span.validUntil ? (
            <p>
              {t('olderNotice', { version: span.version, from: day(span.validFrom), to: day(span.validUntil) })}{' '}
              <Link href={route} className="text-accent underline underline-offset-2 hover:text-accent-strong">
                {t('toCurrent')}
              </Link>
            </p>
          ) : null}
          {page.isFallback ? <p>{t('fallbackNotice')}</p> : null}
        </div>
      ) : null}
      <article
        lang={text.language}
        className="mt-6 max-w-3xl text-pretty leading-relaxed [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
        // Our own html from structured blocks, escaped when written (render-legal-html.ts).
        dangerouslySetInnerHTML={{ __html: text.html }}
      />
      <p className="mt-8 max-w-3xl">
        <a
          href={`/rest/v1/asset/legal-text/download/${text.id}`}
          download
          className="text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          {t('download', { version: span.version })}
        </a>
      </p>
      <LegalVersionList locale={locale} route={route} versions={page.versions} shown={span.version} />
    </>
  );
}
