import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { type BenefitsText, BenefitsView } from '@/components/personal/benefits-view';
import { HREF_ACTOR } from '@/components/personal/href-template';
import { PersonalPage } from '@/components/personal/personal-page';
import { personalGateText, personalMetadata } from '@/components/personal/personal-text';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  return personalMetadata(locale, '/my-account/benefits', t('lead'));
}

async function benefitsText(locale: Locale): Promise<BenefitsText> {
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  const counts = ['spinwheelSpins', 'messengerGiftCount', 'freeMessagesCount', 'privateShowTickets', 'chatShowTickets'] as const;
  const plain = ['counts', 'vouchers', 'none', 'type', 'amount', 'validity', 'performers', 'noExpiry', 'anyPerformer', 'toSpinwheel'] as const;
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>),
    gate: await personalGateText(locale),
    countItems: counts.map((key) => ({ key, label: t(`countNames.${key}`) })),
    types: Object.fromEntries(Object.entries(VOUCHER_TYPE).map(([name, type]) => [type, t(`types.${name}`)])),
    minutes: t.raw('minutes') as string,
    validFrom: t.raw('validFrom') as string,
    validTo: t.raw('validTo') as string,
  };
}

/** §2 personal area · benefits (§3 benefits): the same HTML for everyone; the guest's benefits load in the browser. */
export default async function MyAccountBenefitsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Benefits' });
  return (
    <PersonalPage locale={locale} route="/my-account/benefits" title={routes('benefits')} lead={t('lead')}>
      <BenefitsView
        locale={locale}
        text={await benefitsText(locale)}
        actorHref={hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: HREF_ACTOR } })}
        spinwheelHref={hrefOf(locale, '/my-account/spinwheel')}
      />
    </PersonalPage>
  );
}
