import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { helpCentreUrl, reportContentUrl, site } from '@/lib/config/site';
import { perLocale } from './per-locale';

type FooterProps = {
  locale: Locale;
  /** The logged-in guest's name for the help-centre link (§2); null while anonymous. */
  guestName: string | null;
};

const linkClass = 'text-sm text-muted hover:text-fg hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-fg">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">{children}</ul>
    </div>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} className={linkClass} rel="noopener" target="_blank">
        {children}
      </a>
    </li>
  );
}

/** The footer's strings in one language, made once per language (per-locale.ts). */
const footerText = perLocale(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const blog = await getTranslations({ locale, namespace: 'Blog' });
  const feed = await getTranslations({ locale, namespace: 'feed' });
  const keys = [
    'helpHeading', 'helpCentre', 'reportContent', 'partnersHeading', 'modelSignup', 'affiliate', 'legalHeading',
    'terms', 'dataProtection', 'imprint', 'cookieSettings', 'socialHeading', 'adultNotice',
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    copyright: t('copyright', { site: site.name }),
    blog: blog('footerLink'),
    feed: feed('nav'),
  };
});

/** §2 footer links: social profiles, help centre, model sign-up, affiliates, report content, legal. */
export async function Footer({ locale, guestName }: FooterProps) {
  const text = await footerText(locale);
  const t = (key: Exclude<keyof typeof text, 'blog' | 'feed'>) => text[key];
  return (
    <footer className="below-first-view mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[1600px] grid-cols-2 gap-8 px-3 py-10 sm:grid-cols-4 sm:px-4 lg:px-6">
        <Column title={t('helpHeading')}>
          <External href={helpCentreUrl(locale, guestName)}>{t('helpCentre')}</External>
          <External href={reportContentUrl(locale)}>{t('reportContent')}</External>
          <li>
            <Link locale={locale} href="/blog" className={linkClass}>
              {text.blog}
            </Link>
          </li>
          <li>
            <Link locale={locale} href="/feed" className={linkClass}>
              {text.feed}
            </Link>
          </li>
        </Column>
        <Column title={t('partnersHeading')}>
          <External href={site.modelSignupUrl}>{t('modelSignup')}</External>
          <External href={site.affiliateUrl}>{t('affiliate')}</External>
        </Column>
        <Column title={t('legalHeading')}>
          <li>
            <Link locale={locale} href="/terms-of-service" className={linkClass}>
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link locale={locale} href="/data-protection" className={linkClass}>
              {t('dataProtection')}
            </Link>
          </li>
          <li>
            <Link locale={locale} href="/imprint" className={linkClass}>
              {t('imprint')}
            </Link>
          </li>
          <li>
            <CookieSettingsButton label={t('cookieSettings')} className={`${linkClass} text-left`} />
          </li>
        </Column>
        <Column title={t('socialHeading')}>
          {site.social.map((profile) => (
            <External key={profile.id} href={profile.url}>
              {profile.label}
            </External>
          ))}
        </Column>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-[1600px] flex-col gap-2 px-3 py-6 text-xs text-muted sm:flex-row sm:justify-between sm:px-4 lg:px-6">
          <p>{t('adultNotice')}</p>
          <p>{t('copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
