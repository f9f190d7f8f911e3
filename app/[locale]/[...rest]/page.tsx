import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title') };
}

/** Any localized path outside the pathnames table gets the localized 404 inside the layout. */
export default function UnknownPage() {
  notFound();
}
