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
  // web-push: plain CommonJS for Node (crypto, https), required at run time like the database drivers.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'web-push'],
  poweredByHeader: false,
  reactStrictMode: true,
  // No experimental.inlineCss: it put the 64 kB stylesheet into every page three times (a <style>
  // and twice in the RSC payload), which cost a third of an uncached render and as much in the
  // browser's payload parsing; one cached stylesheet request costs Lighthouse about the same.
};

export default withNextIntl(config);
