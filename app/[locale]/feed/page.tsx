import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeedView } from '@/components/feed/feed-view';
import { pageLocale } from '@/components/layout/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadFeedPage } from './_components/load-feed-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'feed' });
  return pageMetadata({ locale, pathname: '/feed', title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * /feed/ (§2): the performers' posts, filtered by ?filter= (all, clips, photos, texts; guests also
 * liked, commented, bought, following), or one post by ?post= (the media library's link).
 */
export default async function FeedPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <FeedView locale={locale} initial={await loadFeedPage(await searchParams)} />;
}
