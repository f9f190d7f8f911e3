import { MenuLinks } from './menu-links';
import type { CategoryFilterText } from './mobile-menu-text';

/** §2 category filter: the categories of the video listings, the one shown marked. */
export function CategoryFilterBody({ text }: { text: CategoryFilterText }) {
  return <MenuLinks label={text.title} links={text.links} current={(href) => href === window.location.pathname} />;
}
