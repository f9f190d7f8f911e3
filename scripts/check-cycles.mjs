// No import cycles (docs/ARCHITECTURE.md "Layers": dependencies point one way). Plain Node, no deps:
// eslint's import/no-cycle re-parses the import graph per file and more than doubles the lint time.
// Every `import`, `export … from` and `import()` of a .ts/.tsx/.mjs file counts: type-only ones (a
// type cycle is still two modules that cannot be read one without the other) and lazy ones (a
// lazy import hides a cycle from the evaluation order, not from the reader). Resolves `@/`
// (tsconfig paths) and relative specifiers. Prints each cycle and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Folders of the repository root that hold no source of ours (as eslint.config.mjs ignores them).
const skipped = new Set(['node_modules', 'data', 'drizzle', 'test-results', 'playwright-report', 'bench/results']);
const sources = new Map();

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (skipped.has(path.relative(root, file)) || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) walk(file);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) sources.set(file, readFileSync(file, 'utf8'));
  }
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => sources.has(candidate)) ?? null;
}

// `import … from 'x'`, `import type … from 'x'`, `export … from 'x'` (across lines), `import 'x'` and `import('x')`.
const importPattern = /(?:(?:^|\n)\s*(?:import|export)\s+(?:[^'"`;]*?\sfrom\s*)?|\bimport\(\s*)['"]([^'"]+)['"]/g;

function dependencies(file, source) {
  const found = new Set();
  for (const match of source.matchAll(importPattern)) {
    const target = resolve(file, match[1]);
    if (target) found.add(target);
  }
  return [...found];
}

/** Tarjan's strongly connected components: every component of more than one file is a cycle. */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

walk(root);
const graph = new Map([...sources].map(([file, source]) => [file, dependencies(file, source)]));
const found = cycles(graph);
for (const component of found) {
  console.error(`import cycle through ${component.length} files:\n  ${component.map((file) => path.relative(root, file)).sort().join('\n  ')}`);
}
if (found.length > 0) process.exit(1);
console.log(`no import cycles in ${graph.size} files`);
