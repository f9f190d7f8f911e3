import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { MediathekLibrary } from '@/components/personal/mediathek-library';
import { mediathekProps } from '@/components/personal/mediathek-text';
import { PersonalPage } from '@/components/personal/personal-page';
import { personalMetadata } from '@/components/personal/personal-text';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Mediathek' });
  return personalMetadata(locale, '/my-account/mediathek', t('lead'));
}

/** §2 my-account media library · videos (shop, pinned, playlist, archive, feed, messenger, clips) and audio. */
export default async function MyAccountMediathekPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Mediathek' });
  return (
    <PersonalPage locale={locale} route="/my-account/mediathek" title={routes('mediaLibrary')} lead={t('lead')}>
      <MediathekLibrary {...await mediathekProps(locale, 'videos')} />
    </PersonalPage>
  );
}
