import { describe, expect, it } from 'vitest';
import { pathInLocale } from '@/components/layout/locale-path';
import { routePath } from '@/lib/seo/route-path';

describe('media centre routes (§2 TV): episode and TV post paths in every language', () => {
  it('builds the localized episode and post paths', () => {
    expect(routePath('es', '/tv/mediathek/[series]/[episode]', { series: 'kitchen-stories', episode: '42' })).toBe('/es/tv/mediateca/kitchen-stories/42/');
    expect(routePath('de', '/tv/posts/[slug]', { slug: 'behind-the-scenes' })).toBe('/de/tv/beitraege/behind-the-scenes/');
    expect(routePath('nl', '/tv/posts/[slug]', { slug: 'x' })).toBe('/nl/tv/posts/x/');
  });

  it('the language switcher keeps the static videos segment apart from an episode id', () => {
    expect(pathInLocale('/de/tv/mediathek/kitchen-stories/videos/', '?sort=longest', 'es')).toBe('/es/tv/mediateca/kitchen-stories/videos/?sort=longest');
    expect(pathInLocale('/de/tv/mediathek/kitchen-stories/42/', '', 'es')).toBe('/es/tv/mediateca/kitchen-stories/42/');
    expect(pathInLocale('/es/tv/articulos/a-post/', '', 'de')).toBe('/de/tv/beitraege/a-post/');
  });
});
