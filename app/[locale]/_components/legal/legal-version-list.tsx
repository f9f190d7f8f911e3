import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatLegalDate } from '@/lib/server/legal/format-legal-date';
import type { LegalVersionSpan } from '@/lib/server/legal/legal-versions-of';

export type LegalRoute = '/terms-of-service' | '/data-protection' | '/imprint';

type Props = { locale: Locale; route: LegalRoute; versions: LegalVersionSpan[]; shown: number };

/** Every published version with its validity, newest first; each links to its own page. */
export async function LegalVersionList({ locale, route, versions, shown }: Props) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const day = (date: Date) => formatLegalDate(locale, date);
  return (
    <section aria-labelledby="legal-versions-heading" className="mt-10 max-w-3xl border-t border-line pt-6">
      <h2 id="legal-versions-heading" className="text-lg font-semibold">
        {t('versionsHeading')}
      </h2>
      <ol className="mt-3 flex flex-col gap-2 text-sm">
        {versions.map((span, index) => {
          const label =
            span.validUntil === null
              ? t('versionCurrent', { version: span.version, from: day(span.validFrom) })
              : t('versionOlder', { version: span.version, from: day(span.validFrom), to: day(span.validUntil) });
          const href = index === 0 ? route : { pathname: route, query: { version: String(span.version) } };
          return (
            <li key={span.version}>
              <Link
                href={href}
                aria-current={span.version === shown ? 'page' : undefined}
                className="text-accent underline underline-offset-2 hover:text-accent-strong aria-[current=page]:font-semibold"
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
