import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { QueryProvider } from '@/components/providers/query-provider';
import { VipButton } from '@/components/vip/vip-button';
import { formatMoney } from '@/lib/format/currency';
import { pageMetadata } from '@/lib/seo/metadata';
import { plans } from '@/lib/server/subscriptions/plans';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'VipClub' });
  return pageMetadata({ locale, pathname: '/vipclub', title: routes('vipClub'), description: t('lead', { price: formatMoney(plans.vipabo.firstPrice, 'EUR') }) });
}

/** The VIP club: what VIP brings and the VIP button. */
export default async function VipclubPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'VipClub' });
  const benefits = ['videos', 'tv', 'trial', 'cancel'] as const;
  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeading title={routes('vipClub')} lead={t('lead', { price: formatMoney(plans.vipabo.firstPrice, 'EUR') })} />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="rounded-tile border border-line bg-surface p-4 text-sm">
            {t(`benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <QueryProvider>
          <VipButton
            locale={locale}
            text={{ become: t('become'), trial: t('trial', { price: formatMoney(plans.trialvipabo.firstPrice, 'EUR') }), isVip: t('isVip') }}
          />
        </QueryProvider>
      </div>
    </div>
  );
}
