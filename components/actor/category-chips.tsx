import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Category } from '@/lib/contracts/category';
import { formatNumber } from '@/lib/format/number';

type CategoryChipsProps = {
  categories: readonly Category[];
  /** The category shown by the page, marked as current. */
  current?: string;
};

const chip = 'inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm ring-1 transition-colors';

/**
 * The category row of the model lists (§2 /categories/{slug}/ reachable from the navigation):
 * every category as a link with its performer count, scrolling sideways on a phone.
 */
export async function CategoryChips({ categories, current }: CategoryChipsProps) {
  const t = await getTranslations('Category');
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('chipsLabel')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {categories.map((category) => {
          const active = category.slug === current;
          return (
            <li key={category.id}>
              <Link
                href={{ pathname: '/categories/[categorySlug]', params: { categorySlug: category.slug } }}
                aria-current={active ? 'page' : undefined}
                className={`${chip} ${active ? 'bg-accent text-on-accent ring-accent' : 'bg-surface text-fg ring-line hover:ring-accent'}`}
              >
                {category.name}
                <span aria-hidden="true" className={`text-xs tabular-nums ${active ? 'text-on-accent' : 'text-muted'}`}>
                  {formatNumber(category.modelCount)}
                </span>
                <span className="sr-only">{t('chipCount', { total: category.modelCount, count: formatNumber(category.modelCount) })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
