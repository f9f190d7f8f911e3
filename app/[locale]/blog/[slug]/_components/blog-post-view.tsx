import { getTranslations } from 'next-intl/server';
import { BlogBody } from '@/components/blog/blog-body';
import { blogDate, categoryMessageKey } from '@/components/blog/blog-category-label';
import { BlogPostGrid } from '@/components/blog/blog-post-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SectionHeading } from '@/components/layout/section-heading';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import { BLOG_PAGE_SIZE, blogCategoryById } from '@/lib/blog/blog-rules';
import { cachedCategoryPosts } from '@/lib/server/blog/cached-posts';
import type { BlogPostDetail } from '@/lib/server/blog/get-post';
import { publicOrigin } from '@/lib/server/env';
import { runtime } from '@/lib/server/runtime';
import { localizedPath } from '@/lib/seo/metadata';

/** The post page body: header, picture, structured body, mentioned performers, more of the category (§9: 3). */
export async function BlogPostView({ locale, detail }: { locale: Locale; detail: BlogPostDetail }) {
  const t = await getTranslations('Blog');
  const { post, body, actors } = detail;
  const category = blogCategoryById(post.categoryId);
  const more = await cachedCategoryPosts(runtime().db, {
    language: locale,
    categoryId: post.categoryId,
    page: 1,
    pageSize: BLOG_PAGE_SIZE,
    exclude: [post.id],
  });
  const categoryName = t(categoryMessageKey(post.categoryId));
  return (
    <article>
      {category ? (
        <Breadcrumbs
          locale={locale}
          origin={publicOrigin()}
          target={{ type: 'blogPost', category: { slug: category.slug, name: categoryName }, post: { slug: post.slug, title: post.title } }}
        />
      ) : null}
      <header className="max-w-3xl">
        <p className="text-sm text-muted">
          {category ? (
            <AppLink href={localizedPath(locale, '/blog/category/[category]', { category: category.slug })} className="font-medium text-accent hover:underline">
              {categoryName}
            </AppLink>
          ) : (
            categoryName
          )}{' '}
          · <time dateTime={post.date}>{blogDate(locale, post.date)}</time>
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{post.title}</h1>
        <p className="mt-2 text-muted">{post.subTitle}</p>
      </header>
      <Img
        src={detail.picture.url}
        width={detail.picture.width}
        height={detail.picture.height}
        alt=""
        priority
        className="mt-6 aspect-video w-full max-w-3xl rounded-tile object-cover ring-1 ring-line"
      />
      <div className="mt-6">
        <BlogBody body={body} actors={actors} />
      </div>
      {actors.length > 0 ? (
        <section aria-labelledby="blog-mentioned" className="mt-10">
          <SectionHeading id="blog-mentioned" title={t('mentionedHeading')} />
          <ul className="flex flex-wrap gap-2">
            {actors.map((actor) => (
              <li key={actor.id}>
                <AppLink href={actor.link} className="inline-flex min-h-10 items-center rounded-full bg-surface-2 px-3 text-sm text-fg hover:text-accent">
                  {actor.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.items.length > 0 ? (
        <section aria-labelledby="blog-more" className="mt-12">
          <SectionHeading id="blog-more" title={t('moreHeading', { category: categoryName })} />
          <BlogPostGrid posts={more.items} locale={locale} />
        </section>
      ) : null}
      <p className="mt-10">
        <AppLink href={localizedPath(locale, '/blog')} className="text-sm font-medium text-accent hover:underline">
          {t('backToBlog')}
        </AppLink>
      </p>
    </article>
  );
}
