import type { AccountAreaText } from '@/components/layout/account-area-text';
import type { Locale } from '@/i18n/routing';

/** A link of a mobile menu, its href already localized on the server. */
export type MenuLink = { label: string; href: string };

type MenuBase = { title: string; close: string };

/** §2 cam filter: what the desktop filter bar of the live listings offers (availability, sort, view, categories). */
export type CamFilterText = MenuBase & {
  kind: 'camFilter';
  language: Locale;
  showLabel: string;
  availability: MenuLink[];
  sortLabel: string;
  sorts: { key: string; label: string }[];
  defaultSort: string;
  viewLabel: string;
  views: { key: 'grid' | 'list'; label: string }[];
  categoriesLabel: string;
  /** The category page with `__slug__` in place of the slug. */
  categoryHref: string;
  loading: string;
  failed: string;
};

/** §2 category filter: the categories of the video listings (the video areas). */
export type CategoryFilterText = MenuBase & { kind: 'categoryFilter'; links: MenuLink[] };

/** §2 my account: login and sign-up for a visitor; balance, personal area and logout for a guest. */
export type MyAccountText = MenuBase & { kind: 'myAccount'; account: AccountAreaText; links: MenuLink[]; loggedOut: string };

export type MobileMenuText = CamFilterText | CategoryFilterText | MyAccountText;
