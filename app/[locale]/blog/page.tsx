import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { publicOrigin } from '@/lib/server/env';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { BlogPostCard } from '@/components/blog/blog-post-card';
import { BlogPostGrid } from '@/components/blog/blog-post-grid';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { SectionHeading } from '@/components/layout/section-heading';
import { blogFront } from '@/lib/server/blog/blog-front';
import { blogMenu } from '@/lib/server/blog/blog-menu';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogCategoryNav } from './_components/blog-category-nav';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, pathname: '/blog', title: t('metaTitle'), description: t('lead') });
}

/** The blog front page: the featured post, the newest post of every category and the categories with totals. */
export default async function BlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  await connection(); // reads the database: never at build time
  const db = runtime().db;
  const [front, menu] = await Promise.all([blogFront(db, locale), blogMenu(db)]);
  const t = await getTranslations('Blog');
  return (
    <div>
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={{ type: 'blog' }} />
      <PageHeading title={t('heading')} lead={t('lead')} />
      <BlogCategoryNav locale={locale} menu={menu} />
      {front.featured ? (
        <section aria-labelledby="blog-featured" className="mt-8">
          <SectionHeading id="blog-featured" title={t('featuredHeading')} />
          <BlogPostCard post={front.featured} locale={locale} large priority />
        </section>
      ) : null}
      <section aria-labelledby="blog-newest" className="mt-10">
        <SectionHeading id="blog-newest" title={t('newestHeading')} />
        {front.newest.length > 0 ? (
          <BlogPostGrid posts={front.newest.map((entry) => entry.post)} locale={locale} />
        ) : (
          <p className="text-muted">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
