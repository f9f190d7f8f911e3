import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { redirect } from '@/i18n/navigation';
import { locales } from '@/i18n/routing';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { getBlogPost, translatedSlug } from '@/lib/server/blog/get-post';
import { runtime } from '@/lib/server/runtime';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { BlogPostView } from './_components/blog-post-view';

type Props = { params: Promise<{ locale: string; slug: string }> };

async function loadPost(params: Props['params']) {
  const locale = await pageLocale(params);
  const slug = decodeSegment((await params).slug);
  await connection(); // reads the database: never at build time
  const db = runtime().db;
  const detail = await getBlogPost(db, { language: locale, slug, viewerCountry: await pageViewerCountry() });
  if (detail) return { locale, detail };
  const translated = await translatedSlug(db, { language: locale, slug });
  if (translated) redirect({ href: { pathname: '/blog/[slug]', params: { slug: translated } }, locale });
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, detail } = await loadPost(params);
  const meta = pageMetadata({
    locale,
    pathname: '/blog/[slug]',
    params: { slug: detail.post.slug },
    title: detail.post.title,
    description: detail.post.excerpt,
    images: [detail.post.previewPicture.url],
  });
  // Each language has its own slug: the hreflang alternates name the post's slug per language.
  const languages: Record<string, string> = {};
  for (const other of locales) {
    const slug = detail.slugs[other];
    if (slug) languages[other] = localizedPath(other, '/blog/[slug]', { slug });
  }
  if (languages.en) languages['x-default'] = languages.en;
  return { ...meta, alternates: { ...meta.alternates, languages } };
}

/** A blog post: title, date, category, body, the performers it mentions and more posts of its category. */
export default async function BlogPostPage({ params }: Props) {
  const { locale, detail } = await loadPost(params);
  return <BlogPostView locale={locale} detail={detail} />;
}
