import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { TvPostView } from '@/components/tv/mediathek/tv-post-view';
import type { Locale } from '@/i18n/routing';
import { tvPostSlugSchema } from '@/lib/contracts/tv-mediathek';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';
import { getArticle } from '@/lib/server/tv/mediathek/get-article';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { seriesCrumbs } from '../../mediathek/_components/series-crumbs';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** The post of a URL, once per request (page and metadata); null for a malformed or unknown slug. */
const loadPost = cache(async (rawSlug: string, locale: Locale) => {
  const slug = tvPostSlugSchema.safeParse(rawSlug);
  if (!slug.success) return null;
  await connection(); // reads the database: never at build time
  return getArticle(runtime().db, slug.data, locale);
});

async function postOf(params: Props['params']) {
  const locale = await pageLocale(params);
  return { locale, post: await loadPost(decodeSegment((await params).slug), locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await postOf(params);
  if (!post) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
  return pageMetadata({
    locale,
    pathname: '/tv/posts/[slug]',
    params: { slug: post.slug },
    title: post.title,
    description: post.teaser,
    images: [post.picture.url],
  });
}

/** A TV post (§2 media centre): title, date, picture, the body the server rendered, the way to its series. */
export default async function TvPostPage({ params }: Props) {
  const { locale, post } = await postOf(params);
  if (!post) notFound();
  const series = post.seriesKey && post.seriesTitle ? { key: post.seriesKey, title: post.seriesTitle } : null;
  const here = { name: post.title, url: localizedPath(locale, '/tv/posts/[slug]', { slug: post.slug }) };
  return (
    <>
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={await seriesCrumbs(locale, series, here)} />
      <TvPostView post={post} locale={locale} />
    </>
  );
}
