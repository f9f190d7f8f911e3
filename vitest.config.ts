import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './tests/helpers/isolated-files';

const root = import.meta.dirname;
const include = ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'lib/**/*.test.ts', 'components/**/*.test.tsx'];
// Files that mock modules, change the environment or run in jsdom get a module graph of their
// own; the rest share their worker's (docs/PERFORMANCE.md "Test suite").
const isolated = isolatedTestFiles(root, ['tests', 'lib', 'components']);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(root),
      // Server modules import 'server-only', which throws outside Next's server build.
      'server-only': path.resolve(root, 'tests/helpers/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // vitest's default leaves a core for its main process (1 worker on 2 cores), which sits idle
    // while the workers run; a worker per core measured faster (docs/PERFORMANCE.md "Test suite").
    maxWorkers: os.availableParallelism(),
    // One migrated and one seeded PGlite snapshot per run (docs/PERFORMANCE.md "Test suite").
    globalSetup: ['tests/helpers/global-setup.ts'],
    // next-intl's ESM imports 'next/server' without an extension, which Node's resolver refuses
    // (next has no exports map); through Vite it resolves (tests/unit/proxy-fast-path.test.ts).
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true, setupFiles: ['tests/helpers/dom-timeouts.ts'] } },
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...isolated, '**/node_modules/**'],
          isolate: false,
          // What a file leaves in the process (timers, caches on globalThis) is cleared before the next.
          setupFiles: ['tests/helpers/fresh-process-state.ts'],
        },
      },
    ],
  },
});
