import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PointsEventType, PointsPageData } from '@/lib/contracts/activity';
import { activityText } from './activity-text';
import { EventStateLine } from './event-state-line';
import { PointsBoard } from './points-board';

type Props = { locale: Locale; type: PointsEventType; title: string; data: PointsPageData };

/**
 * §2/§3 a points event page (activity event, gold rush): the title, its state told honestly
 * (upcoming with its first day, live until its last, past), and once it has started the per-guest
 * board (the server render is a visitor's view; the island loads the guest's).
 */
export async function PointsEventPage({ locale, type, title, data }: Props) {
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'activity' }), activityText(locale)]);
  const lead = type === 'activity' ? t('leadActivity') : data.goldRush ? t('leadGoldRush', { nuggets: data.goldRush.nuggetsPerDay, points: data.goldRush.pointsPerNugget }) : t('metaGoldRush');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{lead}</p>
        <EventStateLine locale={locale} event={data.initial.event} />
      </header>
      <PointsBoard locale={locale} type={type} qmday={data.qmday} initial={data.initial} text={text} />
    </div>
  );
}
