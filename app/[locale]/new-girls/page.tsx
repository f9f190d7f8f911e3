import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { listModels } from '@/lib/server/catalog/list-models';
import { runtime } from '@/lib/server/runtime';
import { NewGirlsView } from './_components/new-girls-view';
import { parsePage } from '@/lib/catalog/list-query';

// §9 search page size for actors and models.
const PAGE_SIZE = 30;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NewGirls' });
  return { title: t('title'), description: t('intro') };
}

export default async function NewGirlsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const page = parsePage((await searchParams).page);
  await connection(); // reads the database: never at build time
  const result = await listModels(runtime().db, {
    first: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    order: 'newest',
    filter: { newGirls: true },
  });
  const pageCount = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  if (page > pageCount) notFound();
  return <NewGirlsView models={result.items} total={result.total} page={page} pageCount={pageCount} />;
}
