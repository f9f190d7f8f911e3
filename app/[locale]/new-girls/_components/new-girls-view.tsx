import { getTranslations } from 'next-intl/server';
import { ModelGrid } from '@/components/actor/model-grid';
import { PageHeading } from '@/components/layout/page-heading';
import { Pagination } from '@/components/ui/pagination';
import type { ModelListItem } from '@/lib/contracts/actor';
import { formatNumber } from '@/lib/format/number';

type NewGirlsViewProps = {
  models: readonly ModelListItem[];
  total: number;
  page: number;
  pageCount: number;
};

/** Newly registered performers (§9 category 88), newest first, 30 to a page. */
export async function NewGirlsView({ models, total, page, pageCount }: NewGirlsViewProps) {
  const t = await getTranslations('NewGirls');
  return (
    <>
      <PageHeading title={t('title')} lead={t('intro')}>
        {total > 0 ? <p className="mt-1 text-sm font-medium text-accent">{t('count', { total, count: formatNumber(total) })}</p> : null}
      </PageHeading>
      <div className="mt-6">
        {models.length > 0 ? <ModelGrid models={models} /> : <p className="text-muted">{t('empty')}</p>}
      </div>
      <Pagination page={page} pageCount={pageCount} pathname="/new-girls" />
    </>
  );
}
