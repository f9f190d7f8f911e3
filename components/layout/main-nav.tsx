import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { NavMenu } from './nav-menu';
import { perLocale } from './per-locale';
import { isNavGroup, liveGroup, type NavEntry, type NavGroup, type NavItem, type NavLink, siteNav } from './nav-items';

type MainNavProps = {
  locale: Locale;
  /** The navigation landmark's name ("Main navigation"). */
  label: string;
  /** row: the header bar from 1023 px (menus as disclosures); column: the mobile menu (everything listed). */
  layout: 'row' | 'column';
  id?: string;
  /** @deprecated Ignored: the navigation renders and translates `siteNav` itself. */
  links?: readonly NavLink[];
};

/** A link's shape: its classes are in app/globals.css (`[data-nav-link]`), written once instead of in every link. */
type LinkShape = 'row' | 'column' | 'menu';

function NavAnchor({ item, label, shape, locale }: { item: NavItem; label: string; shape: LinkShape; locale: Locale }) {
  return (
    <Link href={item.href} locale={locale} data-nav-link={shape}>
      {label}
    </Link>
  );
}

/**
 * The site navigation (every catalogue page from the header, in every language). A server
 * component: only the menus' open/close state runs on the client (NavMenu).
 */
export async function MainNav({ locale, label, layout, id }: MainNavProps) {
  const names = await navNames(locale);
  const name = (entryId: string) => names[entryId] ?? entryId;

  if (layout === 'column') {
    return (
      <nav aria-label={label} id={id} className="flex flex-col gap-5">
        {groupsForColumn(siteNav).map((group) => (
          <div key={group.id}>
            {group.id === 'main' ? null : (
              <p id={`mobile-nav-${group.id}`} className="px-4 pb-1 text-xs font-semibold uppercase tracking-wider text-muted">
                {name(group.id)}
              </p>
            )}
            <ul aria-labelledby={group.id === 'main' ? undefined : `mobile-nav-${group.id}`} className="flex flex-col gap-1">
              {group.items.map((item) => (
                <li key={item.href}>
                  <NavAnchor item={item} label={name(item.id)} shape="column" locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    );
  }

  const menu = (group: NavGroup) => (
    <NavMenu menu={group.id} label={name(group.id)}>
      <ul className="flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.href}>
            <NavAnchor item={item} label={name(item.id)} shape="menu" locale={locale} />
          </li>
        ))}
      </ul>
    </NavMenu>
  );
  const inLiveGroup = (item: NavItem) => liveGroup.items.some((live) => live.href === item.href);

  return (
    <nav aria-label={label} id={id}>
      <ul className="flex items-center gap-1">
        {siteNav.map((entry: NavEntry) => {
          if (isNavGroup(entry)) return <li key={entry.id}>{menu(entry)}</li>;
          // On wide screens the wordmark is the home link.
          if (entry.href === '/') return null;
          const link = (
            <li key={entry.href} className={inLiveGroup(entry) ? 'hidden xl:block' : undefined}>
              <NavAnchor item={entry} label={name(entry.id)} shape="row" locale={locale} />
            </li>
          );
          // Below 1368 px the live menu stands where its first link would be.
          if (entry.href !== liveGroup.items[0]?.href) return link;
          return [
            <li key="live" className="xl:hidden">
              {menu(liveGroup)}
            </li>,
            link,
          ];
        })}
      </ul>
    </nav>
  );
}

/** Every label of the navigation in one language (its groups' and links' `Nav` messages), kept per language. */
const navNames = perLocale(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const ids = [liveGroup.id, ...siteNav.flatMap((entry) => (isNavGroup(entry) ? [entry.id, ...entry.items.map((item) => item.id)] : [entry.id]))];
  return Object.fromEntries(ids.map((id) => [id, t(id as Parameters<typeof t>[0])])) as Record<string, string>;
});

/** The mobile menu lists everything: the loose links first, then each menu as a labelled list. */
function groupsForColumn(entries: readonly NavEntry[]) {
  const main = { id: 'main' as const, items: entries.filter((entry): entry is NavItem => !isNavGroup(entry)) };
  return [main, ...entries.filter(isNavGroup)];
}
