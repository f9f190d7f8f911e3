import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ActorGridText } from './actor-grid-section';
import type { PersonalGateText } from './login-prompt';

/** The finished strings of the personal area's my video chats and best chats grids. */
export async function actorGridTexts(locale: Locale, gate: PersonalGateText): Promise<{ videoChats: ActorGridText; bestChats: ActorGridText }> {
  const t = await getTranslations({ locale, namespace: 'ActorGrids' });
  const shared = { chats: t.raw('chats') as string, great: t.raw('great') as string, online: t('online'), more: t('more'), gate };
  return {
    videoChats: { ...shared, heading: t('videoChatsHeading'), lead: t('videoChatsLead'), empty: t('videoChatsEmpty') },
    bestChats: { ...shared, heading: t('bestChatsHeading'), lead: t('bestChatsLead'), rankingLead: t('bestChatsRankingLead'), empty: t('bestChatsEmpty') },
  };
}
