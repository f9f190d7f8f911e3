import 'server-only';
import { getTranslations } from 'next-intl/server';
import { purchaseText } from '@/components/purchase/purchase-text';
import type { TicketText } from './ticket-text';

/** The ticket buttons' strings for a server component to hand over (client components get no ICU). */
export async function ticketText(): Promise<TicketText> {
  const [t, purchase] = await Promise.all([getTranslations('CamShows.tickets'), purchaseText()]);
  return {
    buy: t('buy', { price: '{price}' }),
    book: t('book'),
    working: t('working'),
    bought: t('bought'),
    remove: t('remove'),
    changed: t('changed'),
    ended: t('ended'),
    soldOut: t('soldOut'),
    notRemovable: t('notRemovable'),
    notFound: t('notFound'),
    failed: t('failed'),
    box: purchase.box,
  };
}
