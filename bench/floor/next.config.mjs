// The bare Next app of bench/floor.ts; its own dist dir keeps it apart from the app's .next.
// Only .tsx pages: Turbopack takes the repo (its lockfile) as the workspace root and would pick up
// the app's proxy.ts there as this app's proxy (vercel/next.js#95287); `turbopack.root` set here
// instead would cut the floor off from the repo's node_modules.
const config = { poweredByHeader: false, distDir: '.next-floor', pageExtensions: ['tsx'] };

export default config;
