import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { BlogPost } from '@/lib/contracts/blog';
import { blogDate, categoryMessageKey } from './blog-category-label';

type BlogPostCardProps = { post: BlogPost; locale: string; large?: boolean; priority?: boolean };

/** A post in a list: preview picture, category and date, title and excerpt; the title is the link. */
export async function BlogPostCard({ post, locale, large = false, priority = false }: BlogPostCardProps) {
  const t = await getTranslations('Blog');
  return (
    <article className={large ? 'grid gap-4 md:grid-cols-2 md:items-center' : 'flex flex-col'}>
      <AppLink href={post.link} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-tile bg-surface ring-1 ring-line">
        <Img
          src={post.previewPicture.url}
          width={post.previewPicture.width}
          height={post.previewPicture.height}
          alt=""
          priority={priority}
          className="aspect-video w-full object-cover"
        />
      </AppLink>
      <div className={large ? '' : 'mt-2'}>
        <p className="text-xs text-muted">
          {t(categoryMessageKey(post.categoryId))} · <time dateTime={post.date}>{blogDate(locale, post.date)}</time>
        </p>
        <h3 className={large ? 'mt-1 text-xl font-bold text-balance sm:text-2xl' : 'mt-1 font-semibold leading-snug text-balance'}>
          <AppLink href={post.link} className="hover:text-accent">
            {post.title}
          </AppLink>
        </h3>
        <p className="mt-1 line-clamp-3 text-sm text-fg/80 text-pretty">{post.excerpt}</p>
      </div>
    </article>
  );
}
