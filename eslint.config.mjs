import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// eslint-config-next 16 exports flat-config arrays (core-web-vitals, typescript).
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // Tool configs conventionally export an anonymous object.
    files: ['*.config.{js,mjs,ts}'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // Server modules hold no React; Envelop/Yoga plugins are conventionally named `useX`.
    files: ['lib/server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'drizzle/**',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
    'next-env.d.ts',
  ]),
]);
