import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const config: NextConfig = {
  // Pages end with a slash (routes.md). Service paths are answered at their exact path by
  // server.ts before Next sees them, so they never get a 308.
  trailingSlash: true,
  // Several dev servers in one checkout (parallel work) each need their own build folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  skipTrailingSlashRedirect: false,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The first frame (consent banner, header, tiles) must not wait for a stylesheet request that
    // arrives with the scripts: the CSS goes into the HTML, so the first paint follows the HTML.
    inlineCss: true,
  },
};

export default withNextIntl(config);
