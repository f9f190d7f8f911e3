'use client';

import { Link, usePathname } from '@/i18n/navigation';
import type { NavLink } from './nav-items';

type MainNavProps = {
  links: readonly NavLink[];
  label: string;
  layout: 'row' | 'column';
  id?: string;
};

/** The main navigation; the link of the current section carries aria-current="page". */
export function MainNav({ links, label, layout, id }: MainNavProps) {
  const pathname = usePathname();
  const isRow = layout === 'row';
  return (
    <nav aria-label={label} id={id}>
      <ul className={isRow ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full font-medium transition-colors ${
                  isRow ? 'whitespace-nowrap px-2.5 py-2 text-sm lg:px-3' : 'px-4 py-3 text-base'
                } ${current ? 'bg-surface-2 text-accent' : 'text-fg hover:bg-surface-2 hover:text-accent'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
