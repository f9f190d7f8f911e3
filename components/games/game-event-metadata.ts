import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { GAME_EVENT_PAGES, type GameEventType } from './game-event-pages';

/** The metadata of a §2 special-event game page: its route's name and the game's line, in four languages. */
export async function gameEventMetadata(params: Promise<{ locale: string }>, type: GameEventType): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [routes, t] = await Promise.all([getTranslations({ locale, namespace: 'Routes' }), getTranslations({ locale, namespace: 'games' })]);
  const page = GAME_EVENT_PAGES[type];
  return pageMetadata({ locale, pathname: page.pathname, title: routes(page.route), description: t(`event.meta.${type}`) });
}
