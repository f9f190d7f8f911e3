import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
// The named `z` is zod's whole namespace object: a browser chunk then keeps its 40 locales and JSON
// Schema code (90 kB instead of 40 kB gzip); `import * as z` lets the bundler keep what is used.
const zodNamespaceOnly = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "import * as z from 'zod' (the named z keeps all of zod in the browser chunk).",
};
const serverDir = path.join(root, 'lib/server');

/** Whether a module specifier of `file` points into lib/server (by `@/` or relatively). */
function isServerModule(file, specifier) {
  if (specifier === 'server-only') return true;
  const target = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
  return target !== null && (target === serverDir || target.startsWith(serverDir + path.sep));
}

/**
 * docs/ARCHITECTURE.md "Layers": client code never imports lib/server. Folders cannot tell a
 * client module from a server one under app/ (pages, layouts and route handlers call lib/server;
 * their `_components` may be either), the 'use client' directive can: a module that starts with
 * it is the edge of the browser bundle and must not reach for the server.
 */
const noServerInClient = {
  meta: { type: 'problem', messages: { server: "A 'use client' module never imports lib/server (or server-only): pass DTOs down as props, or call the REST API." } },
  create(context) {
    const isClient = context.sourceCode.ast.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    const check = (node) => {
      if (node.source && isServerModule(context.filename, String(node.source.value))) context.report({ node: node.source, messageId: 'server' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  {
    // docs/ARCHITECTURE.md "Layers": app → components → lib, one way. i18n/ and stores/ serve every
    // layer above lib, so they import neither components/ nor app/. Server components under
    // components/ get their data from the page (a DTO prop), never from lib/server themselves.
    // Import cycles are checked by scripts/check-cycles.mjs (npm test), not import/no-cycle: it
    // more than doubles the lint time.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { layers: { rules: { 'no-server-in-client': noServerInClient } } },
    rules: {
      'layers/no-server-in-client': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components', from: './app', message: 'components/ never import app/: pass what a route knows down as props.' },
            { target: './lib', from: ['./components', './app'], message: 'lib/ (lib/server included) never imports components/ or app/.' },
            { target: './lib/server', from: './stores', message: "lib/server never imports stores/: a module-level store on the server would hold one user's state for all." },
            {
              // The entry layers (REST areas, GraphQL, WebSocket frames) call the domains, never the other way.
              target: './lib/server/!(rest|graphql|ws)/**',
              from: ['./lib/server/rest', './lib/server/graphql', './lib/server/ws'],
              message: 'A lib/server domain never imports an entry layer (rest, graphql, ws): the entry calls the domain.',
            },
            {
              // The WebSocket transport knows no domain: frames are answered by lib/server/ws (handed to the hub).
              target: './lib/server/realtime',
              from: './lib/server',
              except: ['./realtime', './log.ts'],
              message: 'lib/server/realtime is the transport only (hub, connections, pub/sub): frame handlers live in lib/server/ws.',
            },
            { target: './stores', from: ['./components', './app'], message: 'stores/ never import components/ or app/.' },
            { target: './i18n', from: ['./components', './app'], message: 'i18n/ is shared by every layer: it never imports components/ or app/.' },
            {
              target: ['./components', './stores', './lib/!(server)/**'],
              from: './lib/server',
              message: 'Only pages, layouts, route handlers and server-only modules call lib/server; the page passes DTOs down.',
            },
          ],
        },
      ],
    },
  },
  // One way to do each thing on the client (docs/ARCHITECTURE.md "The client side"): server data
  // through the lib/queries factories, client state in stores/, every box on the one dialog.
  {
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', 'i18n/**'],
    ignores: ['lib/queries/**', 'lib/api/**', 'lib/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/api/rest', importNames: ['restRequest'], message: 'Server data goes through a factory in lib/queries/<area>.ts (queryOptions, mutations, plain calls).' },
            { name: '@/lib/api/query', importNames: ['graphqlRequest'], message: 'Server data goes through a factory in lib/queries/<area>.ts (queryOptions, mutations, plain calls).' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**'],
    ignores: ['components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@radix-ui/react-dialog', message: 'Boxes use the one dialog of components/ui/dialog.tsx, opened by name through components/boxes/.' },
          ],
          patterns: [{ group: ['zustand', 'zustand/*'], message: 'Client stores live in stores/ (one file per store).' }],
        },
      ],
    },
  },
  {
    files: ['components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['zustand', 'zustand/*'], message: 'Client stores live in stores/ (one file per store).' }] }] },
  },
  {
    files: ['stores/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@radix-ui/react-dialog', message: 'Boxes use the one dialog of components/ui/dialog.tsx.' }] }] },
  },
  { files: ['**/*.{ts,tsx,mts}'], rules: { 'no-restricted-syntax': ['error', zodNamespaceOnly] } },
  {
    // Boxes are drawn by components/ui/dialog.tsx; the payment overlay's frame host is the one other modal layer.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/**', 'components/overlay/overlay-host.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamespaceOnly,
        { selector: "JSXOpeningElement[name.name='dialog']", message: 'Use the one dialog of components/ui/dialog.tsx (a box opened by name: components/boxes/).' },
        { selector: "JSXAttribute[name.name='aria-modal']", message: 'Use the one dialog of components/ui/dialog.tsx (a box opened by name: components/boxes/).' },
        { selector: "JSXAttribute[name.name='role'][value.value='dialog']", message: 'Use the one dialog of components/ui/dialog.tsx (a box opened by name: components/boxes/).' },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'data/**',
    'drizzle/**',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
    'next-env.d.ts',
    // The framework-floor app of bench/floor.ts: its build output and Next's generated file.
    'bench/floor/.next-floor/**',
    'bench/floor/next-env.d.ts',
  ]),
]);
