import { describe, expect, it } from 'vitest';
import { disallowedPaths, robotsTxt } from '@/lib/seo/robots';

describe('robots.txt (SEO)', () => {
  const txt = robotsTxt('https://www.example.com/');
  const lines = txt.split('\n');

  it('allows the catalogue and names the sitemap index with an absolute URL', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('disallows the services, the hosted payment flow and the studio', () => {
    for (const path of ['/rest/', '/graphql', '/pay/', '/studio/']) expect(lines).toContain(`Disallow: ${path}`);
  });

  it('disallows the personal area and search results in every language (routes.md slugs)', () => {
    for (const path of ['/de/mein-konto/', '/en/my-account/', '/es/mi-cuenta/', '/nl/my-account/', '/de/suche/', '/en/search/', '/es/buscar/', '/nl/search/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('never disallows a catalogue page', () => {
    for (const path of disallowedPaths()) {
      for (const page of ['/de/neue-girls/', '/en/cams/', '/es/amateur/lunasky/', '/nl/videos/', '/en/']) expect(page.startsWith(path), `${path} vs ${page}`).toBe(false);
    }
    expect(new Set(disallowedPaths()).size).toBe(disallowedPaths().length);
  });
});
