import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { personalLinks as items } from './personal-links';


export type PersonalRoute = (typeof items)[number][0];

/** The sub-navigation of every personal-area page (§2 personal area): the same links for everyone. */
export async function PersonalNav({ locale, current }: { locale: Locale; current: PersonalRoute }) {
  const t = await getTranslations({ locale, namespace: 'Personal' });
  return (
    <nav aria-label={t('navLabel')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {items.map(([href, key]) => {
          const active = href === current;
          return (
            <li key={href}>
              <Link
                href={href}
                locale={locale}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  active ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'
                }`}
              >
                {t(`nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
