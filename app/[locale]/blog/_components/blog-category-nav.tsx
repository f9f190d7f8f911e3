import { getTranslations } from 'next-intl/server';
import { categoryMessageKey } from '@/components/blog/blog-category-label';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { BlogMenuEntry } from '@/lib/server/blog/blog-menu';
import { localizedPath } from '@/lib/seo/metadata';

type BlogCategoryNavProps = { locale: Locale; menu: readonly BlogMenuEntry[]; active?: string };

/** The categories with their totals (§3 blog state); empty categories are not links. */
export async function BlogCategoryNav({ locale, menu, active }: BlogCategoryNavProps) {
  const t = await getTranslations('Blog');
  return (
    <nav aria-label={t('categoriesHeading')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {menu.map((entry) => {
          const label = t(categoryMessageKey(entry.id));
          const current = entry.slug === active;
          const cell = 'inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm';
          return (
            <li key={entry.id}>
              {entry.total > 0 ? (
                <AppLink
                  href={localizedPath(locale, '/blog/category/[category]', { category: entry.slug })}
                  aria-current={current ? 'page' : undefined}
                  className={`${cell} ${current ? 'bg-accent text-white' : 'bg-surface-2 text-fg hover:text-accent'}`}
                >
                  {label}
                  <span className={current ? 'text-white/80' : 'text-muted'}>{entry.total}</span>
                </AppLink>
              ) : (
                <span className={`${cell} border border-line text-muted`}>
                  {label} <span>0</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
