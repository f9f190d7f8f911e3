import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActorSearch } from '@/components/geo/actor-search';
import { actorSearchText } from '@/components/geo/geo-text';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { QueryProvider } from '@/components/providers/query-provider';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Geo.search' });
  // Per guest (his filter and distances): not for search engines.
  return { title: t('title'), robots: { index: false } };
}

/** §7 actorsearch filter page: the same HTML for everyone; the guest's filter and results load in the browser. */
export default async function ActorSearchPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Geo.search' });
  return (
    <div className="mx-auto max-w-5xl pb-12">
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="mt-6">
        <QueryProvider>
          <ActorSearch locale={locale} text={await actorSearchText(locale)} />
        </QueryProvider>
      </div>
    </div>
  );
}
