import { describe, expect, it } from 'vitest';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { routePath } from '@/lib/seo/route-path';

describe('localized paths (routes.md: language prefix, localized slugs, trailing slash)', () => {
  it('matches the route table rows', () => {
    expect(routePath('de', '/')).toBe('/de/');
    expect(routePath('de', '/new-girls')).toBe('/de/neue-girls/');
    expect(routePath('es', '/new-girls')).toBe('/es/nuevas-chicas/');
    expect(routePath('nl', '/new-girls')).toBe('/nl/new-girls/');
    expect(routePath('de', '/amateur/[actorName]/about-me', { actorName: 'lunasky' })).toBe('/de/amateur/lunasky/ueber-mich/');
    expect(routePath('es', '/amateur/[actorName]/pictures/[albumId]', { actorName: 'lunasky', albumId: '5' })).toBe('/es/amateur/lunasky/fotos/5/');
    expect(routePath('de', '/search/videos/[searchPattern]', { searchPattern: 'luna' })).toBe('/de/suche/videos/luna/');
    expect(routePath('es', '/categories/[categorySlug]', { categorySlug: 'blonde' })).toBe('/es/categorias/blonde/');
  });

  it('keeps only non-empty query values', () => {
    expect(routePath('en', '/all-videos', undefined, { page: '2', sort: undefined, view: '' })).toBe('/en/all-videos/?page=2');
  });

  it('a missing param is an error, not a broken link', () => {
    expect(() => routePath('en', '/amateur/[actorName]')).toThrow(/actorName/);
  });

  it('localizedPath is the same function', () => {
    expect(localizedPath('de', '/cam-shows')).toBe(routePath('de', '/cam-shows'));
  });
});

describe('pageMetadata (canonical and hreflang on every page)', () => {
  it('canonical is the page itself (page > 1 kept, sort and view never), alternates in four languages and x-default', () => {
    const meta = pageMetadata({ locale: 'es', pathname: '/all-videos', query: { page: '3' }, title: 't', description: 'd' });
    expect(meta.alternates?.canonical).toBe('/es/todos-los-videos/?page=3');
    expect(meta.alternates?.languages).toEqual({
      de: '/de/alle-videos/?page=3',
      en: '/en/all-videos/?page=3',
      es: '/es/todos-los-videos/?page=3',
      nl: '/nl/all-videos/?page=3',
      'x-default': '/en/all-videos/?page=3',
    });
    expect(meta.robots).toBeUndefined();
  });

  it('noindex pages say so and still carry their canonical', () => {
    const meta = pageMetadata({ locale: 'de', pathname: '/cams', title: 't', description: 'd', noindex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('/de/cams/');
  });
});
