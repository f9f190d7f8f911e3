import { getTranslations } from 'next-intl/server';
import { hrefOf, Link } from '@/i18n/navigation';
import { type Locale, locales } from '@/i18n/routing';
import { NotificationCentre } from '@/components/notifications/notification-centre';
import { HeaderUnread } from '@/components/messenger/header-unread';
import { SearchBoxIsland } from '@/components/search/search-box-island';
import { SearchBoxView } from '@/components/search/search-box-view';
import { searchBoxText } from '@/components/search/search-box-texts';
import { site } from '@/lib/config/site';
import { MobileMenuBar } from '@/components/mobile-menus/mobile-menu-bar';
import { mobileMenuTexts } from '@/components/mobile-menus/mobile-menu-texts';
import { AccountArea, type AccountAreaText } from './account-area';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';
import { LayoutEffects } from './layout-effects';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { perLocale } from './per-locale';

/** Each language named in itself ("Deutsch", "Español"), as language pickers do. */
function languageOptions(): LanguageOption[] {
  return locales.map((locale) => {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return { locale, name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

/** The header's strings and links in one language, made once per language (per-locale.ts). */
const headerText = perLocale(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const lang = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const options = languageOptions();
  const currentName = options.find((option) => option.locale === locale)?.name ?? locale;
  const account = {
    login: t('login'),
    signup: t('signup'),
    // The screen name is known in the browser only (cached pages): the client fills {name} in.
    account: t.raw('account') as string,
    logout: t('logout'),
    accountLoading: t('accountLoading'),
    balance: t.raw('balance') as string,
    accountHref: hrefOf(locale, '/my-account'),
  };
  return {
    skipToContent: t('skipToContent'),
    menuOpen: t('menuOpen'),
    menuClose: t('menuClose'),
    mainNavigation: t('mainNavigation'),
    homeLabel: t('homeLabel', { site: site.name }),
    search: await searchBoxText(locale),
    options,
    languageButton: lang('button', { language: currentName }),
    languageList: lang('list'),
    account,
    // The account text inside is replaced per render (login and sign-up switches).
    mobileMenus: await mobileMenuTexts(locale, { ...account, loginEnabled: false, signupEnabled: false }),
  };
});

/** The page header: wordmark, main navigation, global search, language, login and sign-up. */
export async function Header({ locale, loginEnabled, signupEnabled }: { locale: Locale; loginEnabled: boolean; signupEnabled: boolean }) {
  const text = await headerText(locale);
  const searchText = text.search;
  const accountText: AccountAreaText = { ...text.account, loginEnabled, signupEnabled };
  const mobileMenus = { ...text.mobileMenus, myAccount: { ...text.mobileMenus.myAccount, account: accountText } };

  return (
    <header className="sticky top-0 z-50 border-b border-line bg-bg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-[60] focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {text.skipToContent}
      </a>
      <LayoutEffects />
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:px-4 lg:px-6">
        <MobileMenu openLabel={text.menuOpen} closeLabel={text.menuClose}>
          <MainNav locale={locale} label={text.mainNavigation} layout="column" />
          <div className="mt-6 border-t border-line pt-6">
            <AccountArea text={accountText} variant="stacked" />
            <div className="mt-3">
              <HeaderUnread locale={locale} variant="menu" />
            </div>
          </div>
        </MobileMenu>
        <Link
          href="/"
          locale={locale}
          aria-label={text.homeLabel}
          className="mr-1 shrink-0 rounded text-lg font-bold tracking-tight text-fg sm:mr-2 sm:text-xl"
        >
          {site.name.slice(0, 3)}
          <span className="text-accent">{site.name.slice(3)}</span>
        </Link>
        <div className="hidden min-w-0 flex-1 nav-wide:block">
          {/* The wordmark is the home link on wide screens; the row needs the room below 1200 px. */}
          <MainNav locale={locale} label={text.mainNavigation} layout="row" />
        </div>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <SearchBoxIsland text={searchText} locale={locale}>
            <SearchBoxView text={searchText} />
          </SearchBoxIsland>
          <LanguageSwitcher
            current={locale}
            options={text.options}
            buttonLabel={text.languageButton}
            listLabel={text.languageList}
          />
          <NotificationCentre locale={locale} />
          <HeaderUnread locale={locale} />
          <div className="nav-wide:hidden">
            <AccountArea text={accountText} variant="login-only" />
          </div>
          <div className="hidden nav-wide:block">
            <AccountArea text={accountText} variant="full" />
          </div>
        </div>
      </div>
      <MobileMenuBar texts={mobileMenus} />
    </header>
  );
}
