import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { HeaderUnreadLink } from './header-unread-link';

/** The header's messenger link (mounted with one line in components/layout/header.tsx), texts translated here. */
export async function HeaderUnread({ locale, variant = 'icon' }: { locale: Locale; variant?: 'icon' | 'menu' }) {
  const t = await getTranslations({ locale, namespace: 'Messenger' });
  return <HeaderUnreadLink locale={locale} variant={variant} text={{ label: t('headerLabel'), unread: t.raw('headerUnread') as string, href: hrefOf(locale, '/messenger') }} />;
}
