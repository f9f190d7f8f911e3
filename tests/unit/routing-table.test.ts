import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathnames } from '@/i18n/routing';

/** Rows of a route table (../shared/spec/routes.md, docs/ROUTES.md): | route | `en` | `de` | `es` | */
function readRouteTable(file: string) {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes('`/'));
  return rows.map((line) => {
    const [name, en, de, es] = line
      .split('|')
      .slice(1, 5)
      .map((cell) => cell.trim());
    const slug = (cell: string | undefined) => (cell?.match(/`([^`]+)`/)?.[1] ?? '').trim();
    return { name: name ?? '', en: slug(en), de: slug(de), es: slug(es) };
  });
}

/** `/amateur/{actorName}/` → `/amateur/[]` — parameter names may differ (one folder per level). */
const shape = (p: string) => (p === '/' ? '/' : p.replace(/\/$/, '').replace(/[{[][^}\]]+[}\]]/g, '[]'));

function localizedOf(key: keyof typeof pathnames, locale: 'de' | 'en' | 'es' | 'nl'): string {
  const value = pathnames[key];
  return typeof value === 'string' ? value : value[locale];
}

const specTable = path.resolve(import.meta.dirname, '../../../shared/spec/routes.md');
const projectTable = path.resolve(import.meta.dirname, '../../docs/ROUTES.md');

describe('i18n/routing.ts pathnames', () => {
  const table = [...readRouteTable(specTable), ...readRouteTable(projectTable)];

  it('routes.md: the table has every route of §2 (sanity check of the parser)', () => {
    expect(readRouteTable(specTable).length).toBeGreaterThanOrEqual(48);
    expect(readRouteTable(projectTable).length).toBeGreaterThanOrEqual(4);
  });

  it('every pathname is a row of one of the two tables (no undocumented route)', () => {
    const documented = new Set(table.map((row) => shape(row.en)));
    const undocumented = (Object.keys(pathnames) as (keyof typeof pathnames)[]).filter((key) => !documented.has(shape(localizedOf(key, 'en'))));
    expect(undocumented).toEqual([]);
  });

  for (const row of table) {
    it(`routes.md "${row.name}": de, en, es and nl (= en) slugs match`, () => {
      const key = (Object.keys(pathnames) as (keyof typeof pathnames)[]).find(
        (k) => shape(localizedOf(k, 'en')) === shape(row.en),
      );
      expect(key, `no pathname for ${row.en}`).toBeDefined();
      if (!key) return;
      expect(shape(localizedOf(key, 'de'))).toBe(shape(row.de));
      expect(shape(localizedOf(key, 'es'))).toBe(shape(row.es));
      expect(shape(localizedOf(key, 'nl'))).toBe(shape(row.en));
    });
  }
});
