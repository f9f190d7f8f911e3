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
import { BLOG_ARCHIVE_PAGE_SIZE, parseBlogYear } from '@/lib/blog/blog-rules';
import { blogArchive } from '@/lib/server/blog/blog-archive';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogYearNav } from '../../../_components/blog-year-nav';
import { categoryPage } from '../../../_components/load-category';

type Props = { params: Promise<{ locale: string; category: string; year: string }>; searchParams: Promise<SearchParams> };

async function archivePage(params: Props['params']) {
  const { locale, category } = await categoryPage(params);
  const year = parseBlogYear((await params).year);
  if (year === null) notFound();
  return { locale, category, year };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, year } = await archivePage(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const name = t(categoryMessageKey(category.id));
  return pageMetadata({
    locale,
    pathname: '/blog/archive/[category]/[year]',
    params: { category: category.slug, year: String(year) },
    title: t('archiveTitle', { category: name, year: String(year) }),
    description: t('categoryLead', { category: name }),
  });
}

/** A category's archive of one year (§7 archives: 9 a page, §9); a year without posts is the 404. */
export default async function BlogArchivePage({ params, searchParams }: Props) {
  const { locale, category, year } = await archivePage(params);
  const { page, pageSize } = listPage(await searchParams, BLOG_ARCHIVE_PAGE_SIZE);
  await connection(); // reads the database: never at build time
  const archive = await blogArchive(runtime().db, { language: locale, categoryId: category.id, page, pageSize, year });
  if (!archive.years.some((y) => y.year === year) || page > archive.pageCount) notFound();
  const t = await getTranslations('Blog');
  const name = t(categoryMessageKey(category.id));
  return (
    <div>
      <Breadcrumbs locale={locale} origin={publicOrigin()} target={{ type: 'blogArchive', category: { slug: category.slug, name }, year }} />
      <PageHeading title={t('archiveTitle', { category: name, year: String(year) })} lead={t('postCount', { count: archive.total })} />
      <BlogYearNav locale={locale} category={category.slug} years={archive.years} active={year} />
      <div className="mt-8">
        <BlogPostGrid posts={archive.items} locale={locale} />
      </div>
      <Pagination
        page={page}
        pageCount={archive.pageCount}
        pathname="/blog/archive/[category]/[year]"
        params={{ category: category.slug, year: String(year) }}
      />
    </div>
  );
}
