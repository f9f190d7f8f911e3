import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { TvPostSummary } from '@/lib/contracts/tv-mediathek';
import { localizedPath } from '@/lib/seo/metadata';
import { mediathekDate } from './mediathek-format';

export const tvPostPath = (locale: Locale, slug: string) => localizedPath(locale, '/tv/posts/[slug]', { slug });

/** TV posts as cards: picture, date, title, teaser; the title is the link. One column on a phone. */
export async function TvPostList({ posts, locale }: { posts: readonly TvPostSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="flex flex-col">
            <AppLink href={tvPostPath(locale, post.slug)} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-tile bg-surface ring-1 ring-line">
              <Img src={post.picture.url} width={post.picture.width} height={post.picture.height} alt="" className="aspect-video w-full object-cover" />
            </AppLink>
            <p className="mt-2 text-xs text-muted">
              <time dateTime={post.publishedAt}>{t('postPublished', { date: mediathekDate(locale, post.publishedAt) })}</time>
            </p>
            <h3 className="mt-1 font-semibold leading-snug text-balance break-words">
              <AppLink href={tvPostPath(locale, post.slug)} className="hover:text-accent">
                {post.title}
              </AppLink>
            </h3>
            <p className="mt-1 line-clamp-3 text-sm text-fg/80 text-pretty">{post.teaser}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
