import { describe, expect, it } from 'vitest';
import { pathInLocale } from '@/components/layout/locale-path';

describe('language switcher targets (same page, other language, same query)', () => {
  it('translates localized slugs through the pathnames table', () => {
    expect(pathInLocale('/de/neue-girls/', '', 'es')).toBe('/es/nuevas-chicas/');
    expect(pathInLocale('/es/nuevas-chicas/', '', 'nl')).toBe('/nl/new-girls/');
    expect(pathInLocale('/en/top-cams/best-chats/', '', 'de')).toBe('/de/top-cams/beste-chats/');
    expect(pathInLocale('/de/', '', 'en')).toBe('/en/');
  });

  it('keeps route parameters: a profile sub-page keeps its actorName, a tag group stays encoded', () => {
    expect(pathInLocale('/de/amateur/lunasky/ueber-mich/', '', 'es')).toBe('/es/amateur/lunasky/sobre-mi/');
    expect(pathInLocale('/en/amateur/lunasky/videos/tag/big%20toys/', '', 'es')).toBe(
      '/es/amateur/lunasky/videos/etiqueta/big%20toys/',
    );
    expect(pathInLocale('/de/kategorien/blond/', '', 'en')).toBe('/en/categories/blond/');
  });

  it('keeps the query string (?page=2&sort=…), the known bug of the old switcher', () => {
    expect(pathInLocale('/en/all-videos/', '?page=2&sort=price', 'de')).toBe('/de/alle-videos/?page=2&sort=price');
    expect(pathInLocale('/en/cams/', 'page=3', 'es')).toBe('/es/cams/?page=3');
    expect(pathInLocale('/en/cams/', '?', 'es')).toBe('/es/cams/');
  });

  it('prefers a static route over a parameter: /tv/media/series is not a series named "media"', () => {
    expect(pathInLocale('/de/tv/media/serien/', '', 'es')).toBe('/es/tv/media/series/');
    expect(pathInLocale('/de/tv/mediathek/krimi/', '', 'es')).toBe('/es/tv/mediateca/krimi/');
  });

  it('keeps the segments of a path outside the table (a 404 page)', () => {
    expect(pathInLocale('/de/gibt-es-nicht/', '', 'en')).toBe('/en/gibt-es-nicht/');
    expect(pathInLocale('/', '', 'es')).toBe('/es/');
  });
});
