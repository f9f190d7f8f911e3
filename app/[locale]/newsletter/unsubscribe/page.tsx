import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { NewsletterSwitches } from '@/components/newsletter/newsletter-switches';
import { newsletterSwitchesText } from '@/components/newsletter/newsletter-text';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'specialEvents.newsletter' });
  // The guest's own subscriptions: never indexed, and not in the sitemap.
  return pageMetadata({ locale, pathname: '/newsletter/unsubscribe', title: routes('newsletterUnsubscribe'), description: t('lead'), noindex: true });
}

/**
 * §2 newsletter unsubscribe: the same HTML for everyone; the guest's §3 newsletters load in the
 * browser (§6 newsletter actions need login, so a visitor gets the login door).
 */
export default async function NewsletterUnsubscribePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [routes, t, text] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'specialEvents.newsletter' }),
    newsletterSwitchesText(locale),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 pb-12">
      <PageHeading title={routes('newsletterUnsubscribe')} lead={t('lead')} />
      <NewsletterSwitches locale={locale} text={text} />
    </div>
  );
}
