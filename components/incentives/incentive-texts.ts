import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { incentiveTypes } from '@/lib/contracts/incentive-codes';
import type { IncentiveText } from './incentive-text';

/** The incentives' strings in one language, for IncentiveHost's props. */
export async function incentiveText(locale: Locale): Promise<IncentiveText> {
  const t = await getTranslations({ locale, namespace: 'Incentives' });
  return {
    bannerLabel: t('bannerLabel'),
    cornerLabel: t('cornerLabel'),
    close: t('close'),
    endsIn: t.raw('endsIn') as string,
    hideDay: t('hideDay'),
    hideWeek: t('hideWeek'),
    types: Object.fromEntries(incentiveTypes.map((type) => [type, { title: t(`${type}.title`), body: t(`${type}.body`), cta: t(`${type}.cta`) }])) as IncentiveText['types'],
  };
}
