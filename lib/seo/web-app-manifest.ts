import type { MetadataRoute } from 'next';

/** What the manifest says in the guest's language (§1, §4 install prompt). */
export type ManifestText = { name: string; description: string; startPath: string; lang: string };

/**
 * §4 the web app manifest that makes the site installable: opens the guest's language home in its
 * own window, dark like the site, with the site's mark as icons (scripts/make-app-icons.mjs).
 */
export function webAppManifest(text: ManifestText): MetadataRoute.Manifest {
  return {
    name: text.name,
    short_name: text.name,
    description: text.description,
    lang: text.lang,
    start_url: text.startPath,
    scope: '/',
    display: 'standalone',
    background_color: '#0c0b10',
    theme_color: '#0c0b10',
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
