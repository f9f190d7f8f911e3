import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const OVERLAY_DIR = path.resolve(import.meta.dirname, '../../lib/overlay');

/** The modules a page imports to open the overlay or react to a return (not the frame protocol). */
const OPENER_MODULES = ['options', 'overlay-mode', 'return-params', 'login-view', 'constants', 'flows', 'overlay-loader', '../../stores/overlay', 'special-market'];

/** Value imports (type-only imports are erased) of a module and, transitively, of its siblings. */
function valueImports(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const source = readFileSync(path.join(OVERLAY_DIR, `${name}.ts`), 'utf8');
  const specifiers = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('./') ? [specifier, ...valueImports(specifier.slice(2), seen)] : [specifier],
  );
}

describe('the overlay opener ships no zod (first-load JavaScript, as lib/realtime/message-types.ts)', () => {
  it.each(OPENER_MODULES)('%s imports no zod, directly or through a sibling', (name) => {
    expect(valueImports(name)).not.toContain('zod');
  });
});
