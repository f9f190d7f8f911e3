import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { ActorGridSection } from '@/components/personal/actor-grid-section';
import { actorGridTexts } from '@/components/personal/actor-grid-text';
import { type FavoriteCamsText, FavoriteCamsList } from '@/components/personal/favorite-cams-list';
import { HREF_ACTOR } from '@/components/personal/href-template';
import { PersonalPage } from '@/components/personal/personal-page';
import { personalGateText, personalMetadata } from '@/components/personal/personal-text';
import { hrefOf } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FavoriteCams' });
  return personalMetadata(locale, '/my-account/favorite-cams', t('lead'));
}

/**
 * §2 personal area · favourite cams, with the §2 tile grids my video chats and best-chat
 * recommendations below the favourites: the same HTML for everyone; the guest's data load in the browser.
 */
export default async function MyAccountFavoriteCamsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'FavoriteCams' });
  const plain = ['empty', 'listLabel', 'online', 'offline', 'more', 'previous', 'next'] as const;
  const text: FavoriteCamsText = {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>),
    gate: await personalGateText(locale),
    total: t.raw('total') as string,
    page: t.raw('page') as string,
    remove: t.raw('remove') as string,
  };
  const grids = await actorGridTexts(locale, text.gate);
  const actorHref = hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: HREF_ACTOR } });
  return (
    <PersonalPage locale={locale} route="/my-account/favorite-cams" title={routes('favoriteCams')} lead={t('lead')}>
      <FavoriteCamsList locale={locale} text={text} actorHref={actorHref} />
      <ActorGridSection type="myVideoChats" locale={locale} text={grids.videoChats} actorHref={actorHref} />
      <ActorGridSection type="bestChats" locale={locale} text={grids.bestChats} actorHref={actorHref} />
    </PersonalPage>
  );
}
