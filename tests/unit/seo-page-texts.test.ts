import { createTranslator } from 'use-intl';
import { describe, expect, it, vi } from 'vitest';
import { routeTitleKeys } from '@/i18n/route-titles';
import type { Locale } from '@/i18n/routing';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { pageSeo } from '@/lib/seo/page-seo';

const catalogues = { de, en, es, nl } as const;

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale] as never, namespace: namespace as never }),
}));

/** The catalogue routes and the placeholders their SEO texts take. */
const catalogueRoutes = {
  home: {},
  videoSearch: { searchPattern: 'luna' },
  newGirls: {},
  actorProfile: { name: 'LunaSky' },
  aboutMe: { name: 'LunaSky' },
  actorVideos: { name: 'LunaSky' },
  actorClassicVideos: { name: 'LunaSky' },
  actorVideosByTag: { name: 'LunaSky', tag: 'Outdoor' },
  videoDetail: { title: 'Sunset by the lake', name: 'LunaSky' },
  actorAlbum: { title: 'Summer in the city', name: 'LunaSky' },
  actorLiveShow: { name: 'LunaSky' },
  actorTopCams: { name: 'LunaSky' },
  freeChat: {},
  cams: {},
  camShows: {},
  category: { name: 'Blonde' },
  videos: {},
  allVideos: {},
  freeClips: {},
  videoTrends: {},
  onSale: {},
  newVideos: {},
  vipVideos: {},
  stars: {},
  topCams: {},
  topCamsFavorites: {},
  topCamsBestChats: {},
  topCamsVideoCall: {},
} as const;

const locales = ['de', 'en', 'es', 'nl'] as const;

describe('Seo messages: title, description, h1 and h2 per catalogue page (SEO, §3 SEO text)', () => {
  it('covers every catalogue route key of route-titles.ts', () => {
    const known = new Set<string>(Object.values(routeTitleKeys));
    for (const key of Object.keys(catalogueRoutes)) expect(known.has(key), key).toBe(true);
  });

  for (const locale of locales) {
    for (const [key, values] of Object.entries(catalogueRoutes)) {
      it(`${locale} ${key}: own texts with every placeholder filled, title short, description 120–160 characters`, async () => {
        const texts = await pageSeo(locale, key as keyof typeof catalogueRoutes, values);
        const seo = (catalogues[locale] as { Seo: Record<string, Record<string, string>> }).Seo[key];
        expect(seo, 'messages Seo entry').toBeDefined();
        for (const field of ['title', 'description', 'h1', 'h2'] as const) {
          expect(texts[field], field).not.toBe('');
          expect(texts[field], field).not.toMatch(/[{}]/);
        }
        for (const value of Object.values(values)) expect(`${texts.title} ${texts.h1}`).toContain(value);
        expect(texts.title.length).toBeLessThanOrEqual(60);
        expect(texts.description.length).toBeGreaterThanOrEqual(110);
        expect(texts.description.length).toBeLessThanOrEqual(170);
      });
    }
  }

  it('a route without Seo texts falls back to its route name and the site description', async () => {
    const texts = await pageSeo('de', 'messenger');
    expect(texts.title).toBe(de.Routes.messenger);
    expect(texts.h1).toBe(de.Routes.messenger);
    expect(texts.description).toBe(de.Metadata.description);
    expect(texts.h2).toBe('');
  });

  it('placeholder values that look like markup stay plain text (escaping is the renderer’s job)', async () => {
    const texts = await pageSeo('en', 'videoSearch', { searchPattern: '<b>x</b>' });
    expect(texts.h1).toBe('Videos for “<b>x</b>”');
  });
});
