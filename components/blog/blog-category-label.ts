import type { BlogCategorySlug } from '@/lib/blog/blog-rules';
import { blogCategoryById } from '@/lib/blog/blog-rules';

/** The message key (Blog.categories.*) of a category slug. */
const KEYS: Record<BlogCategorySlug, string> = {
  general: 'general',
  event: 'event',
  live: 'live',
  'premium-tv': 'premiumTv',
  'free-tv': 'freeTv',
  actions: 'actions',
  production: 'production',
  news: 'news',
  interviews: 'interviews',
  featured: 'featured',
};

export function categoryMessageKey(categoryId: number): string {
  const category = blogCategoryById(categoryId);
  return `categories.${category ? KEYS[category.slug] : 'general'}`;
}

/** §9 dates: the day in Berlin time, in the page's language. */
export function blogDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}
