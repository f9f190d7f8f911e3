import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { BlogYear } from '@/lib/contracts/blog';
import { localizedPath } from '@/lib/seo/metadata';

type BlogYearNavProps = { locale: Locale; category: string; years: readonly BlogYear[]; active?: number };

/** A category's archive years (from the data), each with its count. */
export async function BlogYearNav({ locale, category, years, active }: BlogYearNavProps) {
  if (years.length === 0) return null;
  const t = await getTranslations('Blog');
  return (
    <nav aria-label={t('archiveHeading')} className="mt-4">
      <h2 className="text-sm font-semibold text-muted">{t('archiveHeading')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {years.map(({ year, count }) => (
          <li key={year}>
            <AppLink
              href={localizedPath(locale, '/blog/archive/[category]/[year]', { category, year: String(year) })}
              aria-current={year === active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm ${year === active ? 'bg-accent text-white' : 'bg-surface-2 text-fg hover:text-accent'}`}
            >
              {year}
              <span className={year === active ? 'text-white/80' : 'text-muted'}>{t('postCount', { count })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
