import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from '@/i18n/has-locale';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LinkRouter } from '@/components/layout/link-router';
import { ConsentBannerIsland } from '@/components/consent/consent-banner-island';
import { ConsentBannerView } from '@/components/consent/consent-banner-view';
import { ConsentBootScript } from '@/components/consent/consent-boot-script';
import { EarlyClickScript } from '@/components/layout/early-click-script';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { routing } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { browserOrigins, env, publicOrigin } from '@/lib/server/env';
import { marketOfRequest } from '@/lib/server/market/request-market';
import { AfterFirstView } from './_components/after-first-view';
import { layoutText } from './_components/layout-text';

type LocaleLayoutProps = {
  children: ReactNode;
  params: Promise<{ locale: string }>;
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#0c0b10',
  colorScheme: 'dark',
};

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    // Canonical and hreflang paths of pages (lib/seo/metadata.ts) resolve against this.
    metadataBase: new URL(publicOrigin()),
    title: { default: `${site.name} – ${t('title')}`, template: `%s · ${site.name}` },
    description: t('description'),
    applicationName: site.name,
    // §4 installable: the manifest in the page's language (app/manifest.webmanifest/route.ts).
    manifest: `/manifest.webmanifest?lang=${locale}`,
  };
}

/**
 * The document of every guest page (§1: de, en, es, nl): header, main, footer.
 *
 * First-load JavaScript is budgeted, so the shell ships only small leaf client components:
 * no query-client provider (a page that needs react-query wraps its own subtree in
 * components/providers/query-provider.tsx), no message catalogue for the client (components get
 * translated strings as props; the provider is there for next-intl's Link, which reads the
 * locale from it). What the first view needs is server HTML (the consent banner included); the
 * islands it does not need load in one chunk after hydration (AfterFirstView).
 */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(locale)) notFound();
  setRequestLocale(locale);
  const text = await layoutText(locale);
  const { EXTERNAL_LOGIN_MODAL, LOGIN_ENABLED, SIGNUP_ENABLED, TITLE_ANIMATION } = env();
  // §1 the market variant of the request's host (the page cache keys on the same decision, server.ts).
  const market = marketOfRequest((await headers()).get('host'));
  const consent = text.consent;
  const overlayConfig = {
    payOrigin: browserOrigins().payOrigin,
    language: locale,
    loginEnabled: LOGIN_ENABLED,
    signupEnabled: LOGIN_ENABLED && SIGNUP_ENABLED,
    externalLoginModal: EXTERNAL_LOGIN_MODAL,
    specialMarketHome: market.specialMarketHome,
  };

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        {/* No NextIntlClientProvider: client components get their strings and URLs as props. */}
        {/* §3 cookie consent, fixed at the bottom: first in the body so it paints with the first frame
            (after the header, the parser yielded for a paint before reaching it and the banner, the
            largest element of a first visit on a phone, painted only after the scripts ran); hidden
            in the shared HTML, the script right after it shows it to a guest who has not chosen. */}
        <ConsentBannerIsland text={consent}>
          <ConsentBannerView text={consent} hidden />
        </ConsentBannerIsland>
        <ConsentBootScript />
        <EarlyClickScript />
        <Header locale={locale} loginEnabled={overlayConfig.loginEnabled} signupEnabled={overlayConfig.signupEnabled} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1600px] flex-1 px-3 pt-6 outline-none sm:px-4 lg:px-6">
          {children}
        </main>
        <Footer locale={locale} guestName={null} />
        {/* The islands the first view does not need (real-time session, incentives, age checks, boxes,
            notices, conversion chat, overlay host, ?scrollTo=): one chunk loaded after hydration. */}
        {/* Every same-origin link navigates in the app router (one listener, no component per link). */}
        <LinkRouter />
        <AfterFirstView
          locale={locale}
          overlay={{ config: overlayConfig, text: text.overlay }}
          sessionExpired={text.sessionExpired}
          esAvs={market.esAvsModal ? text.esAvs : null}
          specialLoginBox={market.specialLoginBox}
          guestLocked={text.guestLocked}
          dataProtection={text.dataProtection}
          incentives={text.incentives}
          statusBars={text.statusBars}
          conversionChat={text.conversionChat}
          installPrompt={text.installPrompt}
          titlePrefix={TITLE_ANIMATION ? text.titlePrefix : null}
        />
      </body>
    </html>
  );
}
