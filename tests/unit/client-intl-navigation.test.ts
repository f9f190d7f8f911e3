import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components', 'lib', 'stores'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('client components get finished URLs as props (the layout has no NextIntlClientProvider)', () => {
  it('no "use client" module imports next-intl or its navigation (Link there asks getLocale and the page crashes)', () => {
    const offenders = ROOTS.flatMap((root) => sourceFiles(root)).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /^\s*['"]use client['"]/.test(text) && /from ['"](@\/i18n\/navigation|next-intl(\/[a-z]+)?)['"]/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
