import type { MenuLink } from './mobile-menu-text';

const link = 'flex min-h-11 items-center rounded-lg px-3 text-base text-fg hover:bg-surface-2 aria-[current=page]:font-semibold aria-[current=page]:text-accent';

/** A titled list of a mobile menu's links; the page shown is marked (its links close the menu, header-menus.ts). */
export function MenuLinks({ label, links, current }: { label: string; links: readonly MenuLink[]; current?: (href: string) => boolean }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {links.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={current?.(item.href) ? 'page' : undefined} className={link}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
