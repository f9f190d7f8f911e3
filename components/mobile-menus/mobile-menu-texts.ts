import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AccountAreaText } from '@/components/layout/account-area-text';
import { MODEL_SORTS } from '@/components/actor/model-list-query';
import { hrefOf } from '@/i18n/navigation';
import type { AppPathname, Locale } from '@/i18n/routing';
import type { CamFilterText, CategoryFilterText, MenuLink, MyAccountText } from './mobile-menu-text';
import { personalLinks as personal } from '@/components/personal/personal-links';

const availability = [
  ['/cams', 'cams'],
  ['/free-chat', 'freeChat'],
  ['/cam-shows', 'camShows'],
] as const satisfies readonly (readonly [AppPathname, string])[];

const videoAreas = [
  ['/videos', 'videosHub'],
  ['/all-videos', 'allVideos'],
  ['/new-videos', 'newVideos'],
  ['/video-trends', 'videoTrends'],
  ['/on-sale', 'onSale'],
  ['/free-clips', 'freeClips'],
  ['/vip-videos', 'vipVideos'],
  ['/stars', 'stars'],
] as const satisfies readonly (readonly [AppPathname, string])[];


export type MobileMenuTexts = { toolbar: string; camFilter: CamFilterText; categoryFilter: CategoryFilterText; myAccount: MyAccountText };

/** The finished strings and localized links of the three §2 mobile menus whose bodies load on first tap. */
export async function mobileMenuTexts(locale: Locale, account: AccountAreaText): Promise<MobileMenuTexts> {
  const [t, nav, sort, view, category, personalText] = await Promise.all([
    getTranslations({ locale, namespace: 'MobileMenus' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'ModelSort' }),
    getTranslations({ locale, namespace: 'ViewSwitch' }),
    getTranslations({ locale, namespace: 'Category' }),
    getTranslations({ locale, namespace: 'Personal' }),
  ]);
  const links = (items: readonly (readonly [AppPathname, string])[], label: (key: string) => string): MenuLink[] =>
    items.map(([pathname, key]) => ({ label: label(key), href: hrefOf(locale, pathname) }));
  const close = t('close');
  return {
    toolbar: t('toolbar'),
    camFilter: {
      kind: 'camFilter',
      title: t('camFilter'),
      close,
      language: locale,
      showLabel: t('show'),
      availability: links(availability, (key) => nav(key)),
      sortLabel: sort('label'),
      sorts: MODEL_SORTS.map((key) => ({ key, label: sort(key) })),
      defaultSort: 'rank',
      viewLabel: view('label'),
      views: [
        { key: 'grid', label: view('grid') },
        { key: 'list', label: view('list') },
      ],
      categoriesLabel: category('chipsLabel'),
      categoryHref: hrefOf(locale, { pathname: '/categories/[categorySlug]', params: { categorySlug: '__slug__' } }),
      loading: t('loading'),
      failed: t('failed'),
    },
    categoryFilter: { kind: 'categoryFilter', title: t('categoryFilter'), close, links: links(videoAreas, (key) => nav(key)) },
    myAccount: {
      kind: 'myAccount',
      title: t('myAccount'),
      close,
      account,
      links: links(personal, (key) => personalText(`nav.${key}`)),
      loggedOut: t('loggedOut'),
    },
  };
}
