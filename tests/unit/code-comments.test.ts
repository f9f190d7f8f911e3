import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components', 'lib', 'stores', 'i18n', 'tests', 'e2e', 'bench', 'scripts'];
const FILES = ['server.ts', 'proxy.ts', 'playwright.config.ts', 'vitest.config.ts', 'next.config.ts', 'eslint.config.mjs'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|css)$/.test(entry.name) ? [full] : [];
  });
}

// Built from parts so this file does not match itself.
const TRACKER_NUMBER = new RegExp(['\\b[Ii]ssue', '\\s+#?\\d+'].join(''));

describe('comments cite the spec (§N) or say why', () => {
  it('no source file refers to a tracker number ("issue" followed by a number means nothing to a reader of the code)', () => {
    const offenders = [...ROOTS.flatMap(sourceFiles), ...FILES].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
