import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { MessengerApp } from '@/components/messenger/messenger-app';
import { messengerText } from '@/components/messenger/messenger-text-server';
import { HREF_ACTOR } from '@/components/personal/href-template';
import { personalMetadata } from '@/components/personal/personal-text';
import { hrefOf } from '@/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Messenger' });
  return personalMetadata(locale, '/messenger', t('lead'));
}

/** §2 messenger: the same HTML for everyone; the guest's channels load in the browser. */
export default async function MessengerPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Messenger' });
  return (
    <div className="mx-auto max-w-6xl pb-12">
      <PageHeading title={routes('messenger')} lead={t('lead')} />
      <div className="mt-6">
        <MessengerApp
          locale={locale}
          text={await messengerText(locale)}
          actorHref={hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: HREF_ACTOR } })}
        />
      </div>
    </div>
  );
}
