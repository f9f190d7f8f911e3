// Loaded with `node --import tsx --import ./scripts/node-hooks.mjs server.ts`.
// Server modules start with `import 'server-only'`, which throws outside Next's react-server
// build. server.ts is plain Node, so resolve that one specifier to an empty module here.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`),
  import.meta.url,
);
