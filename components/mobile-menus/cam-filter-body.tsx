import { useQuery } from '@tanstack/react-query';
import { categoriesOptions } from '@/lib/queries/categories';
import { MenuLinks } from './menu-links';
import type { CamFilterText } from './mobile-menu-text';

const chip = 'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm ring-1';
const chipState = (active: boolean) => (active ? 'bg-accent text-on-accent ring-accent' : 'bg-surface text-fg ring-line');

/** The live listing shown (sort and view apply to it), else the cams listing. */
function listingOf(text: CamFilterText) {
  const { pathname, search } = window.location;
  const live = text.availability.slice(0, 2).some((item) => item.href === pathname);
  return { base: live ? pathname : (text.availability[0]?.href ?? '/'), query: new URLSearchParams(live ? search : '') };
}

/** The listing with one parameter set (the default removes it); the page starts again at 1. */
function withParam(text: CamFilterText, key: string, value: string | null) {
  const { base, query } = listingOf(text);
  query.delete('page');
  if (value === null) query.delete(key);
  else query.set(key, value);
  const rest = query.toString();
  return rest ? `${base}?${rest}` : base;
}

/** §2 cam filter: what the live listings' filter bar offers (availability, sort, view, categories). */
export function CamFilterBody({ text }: { text: CamFilterText }) {
  const categories = useQuery(categoriesOptions(text.language));
  const { query } = listingOf(text);
  const sort = query.get('sort') ?? text.defaultSort;
  const view = query.get('view') === 'list' ? 'list' : 'grid';
  return (
    <div className="grid gap-6">
      <section>
        <h3 className="mb-2 text-sm font-semibold text-muted">{text.showLabel}</h3>
        <MenuLinks label={text.showLabel} links={text.availability} current={(href) => href === window.location.pathname} />
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold text-muted">{text.sortLabel}</h3>
        <nav aria-label={text.sortLabel} className="flex flex-wrap gap-2">
          {text.sorts.map((item) => (
            <a key={item.key} href={withParam(text, 'sort', item.key === text.defaultSort ? null : item.key)} aria-current={item.key === sort ? 'true' : undefined} className={`${chip} ${chipState(item.key === sort)}`}>
              {item.label}
            </a>
          ))}
        </nav>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold text-muted">{text.viewLabel}</h3>
        <nav aria-label={text.viewLabel} className="flex flex-wrap gap-2">
          {text.views.map((item) => (
            <a key={item.key} href={withParam(text, 'view', item.key === 'list' ? 'list' : null)} aria-current={item.key === view ? 'true' : undefined} className={`${chip} ${chipState(item.key === view)}`}>
              {item.label}
            </a>
          ))}
        </nav>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold text-muted">{text.categoriesLabel}</h3>
        {categories.isPending ? <p role="status" className="text-muted">{text.loading}</p> : null}
        {categories.isError ? <p role="alert" className="text-muted">{text.failed}</p> : null}
        {categories.data ? (
          <nav aria-label={text.categoriesLabel}>
            <ul className="flex flex-wrap gap-2">
              {categories.data.map((category) => {
                const href = text.categoryHref.replace('__slug__', encodeURIComponent(category.slug));
                const active = href === window.location.pathname;
                return (
                  <li key={category.id}>
                    <a href={href} aria-current={active ? 'page' : undefined} className={`${chip} ${chipState(active)}`}>
                      {category.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
