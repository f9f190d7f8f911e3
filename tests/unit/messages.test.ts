import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { routeTitleKeys } from '@/i18n/route-titles';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const catalogues = { de, en, es, nl } as Record<string, Tree>;

describe('messages (DESIGN.md: every string in all four languages)', () => {
  const reference = keys(en).sort();

  it.each(Object.keys(catalogues))('%s has exactly the keys of en', (locale) => {
    expect(keys(catalogues[locale] as Tree).sort()).toEqual(reference);
  });

  it.each(['de', 'es', 'nl'])('%s is a translation, not an English copy', (locale) => {
    const tree = catalogues[locale] as Tree;
    const same = reference.filter((key) => {
      const read = (t: Tree) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), t);
      return read(tree) === read(en);
    });
    // Brand-like words (Cams, VIP, Feed, Video…) legitimately match; most strings must not.
    expect(same.length / reference.length).toBeLessThan(0.2);
  });

  it('names every route of the pathnames table', () => {
    const routes = (en as Tree).Routes as Tree;
    for (const key of Object.values(routeTitleKeys)) expect(routes[key], key).toBeTypeOf('string');
  });
});
