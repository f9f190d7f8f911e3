import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Server modules import 'server-only', which throws outside Next's server build.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only.ts'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'lib/**/*.test.ts', 'components/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    // vitest's default leaves a core for its main process (1 worker on 2 cores), which sits idle
    // while the workers run; a worker per core measured faster (docs/PERFORMANCE.md "Test suite").
    maxWorkers: os.availableParallelism(),
    // One migrated and one seeded PGlite snapshot per run (docs/PERFORMANCE.md "Test suite").
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
