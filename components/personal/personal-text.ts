import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeTitleKeys } from '@/i18n/route-titles';
import type { AppPathname, Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import type { PersonalGateText } from './login-prompt';

/** The texts every personal list shares: loading, logged out, failed. */
export async function personalGateText(locale: Locale): Promise<PersonalGateText> {
  const t = await getTranslations({ locale, namespace: 'Personal' });
  return { loading: t('loading'), loggedOut: t('loggedOut'), login: t('login'), failed: t('failed'), retry: t('retry') };
}

/** Metadata of a personal page: the route's title, its lead, noindex like /my-account (the guest's own data). */
export async function personalMetadata(locale: Locale, pathname: AppPathname, lead: string): Promise<Metadata> {
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  return pageMetadata({ locale, pathname, title: routes(routeTitleKeys[pathname]), description: lead, noindex: true });
}
