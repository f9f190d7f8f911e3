import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BuyText } from './buy-text';

/** The buy button's strings for a server component to hand over (client components get no ICU). */
export async function purchaseText(): Promise<BuyText> {
  const t = await getTranslations('Purchase');
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
}
