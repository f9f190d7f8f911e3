import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { perLocale } from '@/components/layout/per-locale';
import type { Locale } from '@/i18n/routing';
import type { BuyText } from './buy-text';

/** The buy button's strings for a server component to hand over (client components get no ICU). */
export async function purchaseText(): Promise<BuyText> {
  return purchaseTextIn((await getLocale()) as Locale);
}

/** Made once per language (per-locale.ts): the same strings in every render. */
const purchaseTextIn = perLocale(async (locale): Promise<BuyText> => {
  const t = await getTranslations({ locale, namespace: 'Purchase' });
  const keep = { price: '{price}', title: '{title}', missing: '{missing}' };
  return {
    buy: t('buy', keep),
    buyLabel: t('buyLabel', keep),
    buying: t('buying'),
    notForSale: t('notForSale'),
    notFound: t('notFound'),
    failed: t('failed'),
    box: {
      title: t('box.title'),
      body: t('box.body', keep),
      price: t('box.price'),
      balance: t('box.balance'),
      missing: t('box.missing'),
      topUp: t('box.topUp'),
      cancel: t('box.cancel'),
    },
  };
});
