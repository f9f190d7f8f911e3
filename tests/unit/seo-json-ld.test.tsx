// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, isoDuration, itemListJsonLd, offerPrice, personJsonLd, videoObjectJsonLd } from '@/lib/seo/json-ld';

const ORIGIN = 'https://www.example.com';

describe('JSON-LD builders (SEO: VideoObject on video pages, Person on profiles)', () => {
  it('Person: name, absolute url and image, languages', () => {
    expect(personJsonLd({ origin: ORIGIN, name: 'LunaSky', path: '/de/amateur/lunasky/', image: '/media/a.svg', languages: ['de', 'en'] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'LunaSky',
      url: 'https://www.example.com/de/amateur/lunasky/',
      image: 'https://www.example.com/media/a.svg',
      knowsLanguage: ['de', 'en'],
    });
  });

  it('VideoObject: the fields search engines require (name, thumbnailUrl, uploadDate) plus duration, author and offer', () => {
    const ld = videoObjectJsonLd({
      origin: ORIGIN,
      path: '/en/amateur/lunasky/video/100001/',
      title: 'By the lake',
      description: '',
      thumbnails: ['/media/v/1.svg', 'https://cdn.example.com/2.svg'],
      uploadDate: new Date('2025-01-02T03:04:05Z'),
      durationSeconds: 3725,
      author: { name: 'LunaSky', path: '/en/amateur/lunasky/' },
      price: { value: 499, currency: 'EUR' },
      rating: { likes: 12, dislikes: 1 },
    });
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      name: 'By the lake',
      description: 'By the lake',
      thumbnailUrl: ['https://www.example.com/media/v/1.svg', 'https://cdn.example.com/2.svg'],
      uploadDate: '2025-01-02T03:04:05.000Z',
      duration: 'PT1H2M5S',
      url: 'https://www.example.com/en/amateur/lunasky/video/100001/',
      author: { '@type': 'Person', name: 'LunaSky', url: 'https://www.example.com/en/amateur/lunasky/' },
      offers: { '@type': 'Offer', price: '4.99', priceCurrency: 'EUR' },
      interactionStatistic: { userInteractionCount: 12 },
    });
  });

  it('a video without ratings has no interaction statistic', () => {
    const ld = videoObjectJsonLd({ origin: ORIGIN, path: '/x/', title: 't', thumbnails: [], uploadDate: '2025-01-01', durationSeconds: 5, author: { name: 'a', path: '/a/' }, rating: { likes: 0, dislikes: 0 } });
    expect(ld).not.toHaveProperty('interactionStatistic');
    expect(ld).not.toHaveProperty('offers');
  });

  it('ItemList positions start at 1', () => {
    const ld = itemListJsonLd(ORIGIN, [{ name: 'A', path: '/en/amateur/a/' }, { name: 'B', path: '/en/amateur/b/' }], 'New girls');
    expect(ld.numberOfItems).toBe(2);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', url: 'https://www.example.com/en/amateur/a/' },
      { '@type': 'ListItem', position: 2, name: 'B', url: 'https://www.example.com/en/amateur/b/' },
    ]);
  });

  it('ISO 8601 durations and offer prices from minor units', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(59)).toBe('PT59S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(Number.NaN)).toBe('PT0S');
    expect(offerPrice(1999, 'EUR')).toBe('19.99');
    expect(offerPrice(5, 'CHF')).toBe('0.05');
    expect(offerPrice(0, 'EUR')).toBe('0.00');
    expect(offerPrice(120, 'Coins')).toBe('120');
    expect(absoluteUrl('https://a.example/', '/x/')).toBe('https://a.example/x/');
  });

  it('<JsonLd> output cannot close its script element, and parses back to the same data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Person', name: '</script><script>alert(1)</script>\u2028' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script');
    expect(script?.innerHTML).not.toContain('</script');
    expect(JSON.parse(script?.innerHTML ?? '')).toEqual(data);
  });
});
