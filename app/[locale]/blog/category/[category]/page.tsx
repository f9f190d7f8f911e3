import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { publicOrigin } from '@/lib/server/env';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { categoryMessageKey } from '@/components/blog/blog-category-label';
import { BlogPostGrid } from '@/components/blog/blog-post-grid';
import { PageHeading } from '@/components/layout/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { type SearchParams, listPage } from '@/lib/catalog/list-query';
import { BLOG_ARCHIVE_PAGE_SIZE } from '@/lib/blog/blog-rules';
import { blogMenu } from '@/lib/server/blog/blog-menu';
import { listCategoryPosts } from '@/lib/server/blog/list-posts';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogCategoryNav } from '../../_components/blog-category-nav';
import { BlogYearNav } from '../../_components/blog-year-nav';
import { categoryPage } from '../../_components/load-category';

type Props = { params: Promise<{ locale: string; category: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category } = await categoryPage(params);
  const { page } = listPage(await searchParams, BLOG_ARCHIVE_PAGE_SIZE);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const name = t(categoryMessageKey(category.id));
  return pageMetadata({
    locale,
    pathname: '/blog/category/[category]',
    params: { category: category.slug },
    query: { page: page > 1 ? String(page) : undefined },
    title: t('categoryTitle', { category: name }),
    description: t('categoryLead', { category: name }),
  });
}

/** A blog category: its posts newest first, 9 a page (§9), and its archive years. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { locale, category } = await categoryPage(params);
  const { page, pageSize } = listPage(await searchParams, BLOG_ARCHIVE_PAGE_SIZE);
  await connection(); // reads the database: never at build time
  const db = runtime().db;
  const [posts, menu] = await Promise.all([listCategoryPosts(db, { language: locale, categoryId: category.id, page, pageSize }), blogMenu(db)]);
  if (page > posts.pageCount) notFound();
  const t = await getTranslations('Blog');
  const name = t(categoryMessageKey(category.id));
  const years = menu.find((entry) => entry.id === category.id)?.years ?? [];
  return (
    <div>
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={{ type: 'blogCategory', category: { slug: category.slug, name } }} />
      <PageHeading title={t('categoryTitle', { category: name })} lead={t('postCount', { count: posts.total })} />
      <BlogCategoryNav locale={locale} menu={menu} active={category.slug} />
      <BlogYearNav locale={locale} category={category.slug} years={years} />
      <div className="mt-8">
        {posts.items.length > 0 ? <BlogPostGrid posts={posts.items} locale={locale} /> : <p className="text-muted">{t('emptyCategory')}</p>}
      </div>
      <Pagination page={page} pageCount={posts.pageCount} pathname="/blog/category/[category]" params={{ category: category.slug }} />
    </div>
  );
}
