import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePanel } from '@/components/layout/message-panel';

/** The localized "page not found" as the title; Next adds noindex to every 404, so search engines drop it. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

/**
 * The localized 404 inside the shared layout (status 404): unknown performers, pages past the
 * last one, and unknown paths (app/[locale]/[...rest]). Titles come from the failing page's
 * generateMetadata or the one above; Next marks every 404 noindex.
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <MessagePanel
      eyebrow="404"
      title={t('title')}
      lead={t('lead')}
      homeLabel={t('home')}
      newGirlsLabel={t('newGirls')}
    />
  );
}
