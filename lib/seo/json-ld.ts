/**
 * schema.org structured data (SEO: Person on profiles, VideoObject on video pages,
 * BreadcrumbList with the breadcrumbs, ItemList on listings). Plain builders: pages pass
 * root-relative paths and the public origin, render the result with components/seo/json-ld.tsx.
 */
export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

/** `/de/cams/` + origin → absolute; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** ISO 8601 duration (schema.org Duration): 3725 s → PT1H2M5S; 0 → PT0S. */
export function isoDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}

/** Minor units → the decimal string schema.org offers expect ('499' EUR → '4.99'). */
export function offerPrice(minor: number, currency: string): string {
  const decimals = currency === 'EUR' || currency === 'CHF' ? 2 : 0;
  if (decimals === 0) return String(Math.round(minor));
  const units = Math.round(minor);
  const sign = units < 0 ? '-' : '';
  return `${sign}${Math.trunc(Math.abs(units) / 100)}.${String(Math.abs(units) % 100).padStart(2, '0')}`;
}

const isoDate = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

export type PersonInput = {
  origin: string;
  name: string;
  /** The profile page (root-relative). */
  path: string;
  image?: string;
  description?: string;
  /** Language codes the performer speaks. */
  languages?: readonly string[];
};

export function personJsonLd(input: PersonInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: input.name,
    url: absoluteUrl(input.origin, input.path),
    ...(input.image ? { image: absoluteUrl(input.origin, input.image) } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.languages && input.languages.length > 0 ? { knowsLanguage: [...input.languages] } : {}),
  };
}

export type VideoObjectInput = {
  origin: string;
  /** The video page (root-relative). */
  path: string;
  title: string;
  description?: string;
  thumbnails: readonly string[];
  uploadDate: Date | string;
  durationSeconds: number;
  author: { name: string; path: string };
  /** What the full video costs (minor units); free videos pass value 0. */
  price?: { value: number; currency: string };
  /** §3 rating likes and dislikes: shown as an aggregate only when there are any. */
  rating?: { likes: number; dislikes: number };
  inLanguage?: string;
};

export function videoObjectJsonLd(input: VideoObjectInput): JsonLdObject {
  const url = absoluteUrl(input.origin, input.path);
  const ratings = input.rating ? input.rating.likes + input.rating.dislikes : 0;
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: input.title,
    description: input.description?.trim() || input.title,
    thumbnailUrl: input.thumbnails.map((t) => absoluteUrl(input.origin, t)),
    uploadDate: isoDate(input.uploadDate),
    duration: isoDuration(input.durationSeconds),
    url,
    ...(input.inLanguage ? { inLanguage: input.inLanguage } : {}),
    author: { '@type': 'Person', name: input.author.name, url: absoluteUrl(input.origin, input.author.path) },
    ...(input.price
      ? {
          offers: {
            '@type': 'Offer',
            price: offerPrice(input.price.value, input.price.currency),
            priceCurrency: input.price.currency,
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    ...(input.rating && ratings > 0
      ? {
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: { '@type': 'LikeAction' },
            userInteractionCount: input.rating.likes,
          },
        }
      : {}),
  };
}

export type ListEntry = { name: string; path: string; image?: string };

/** A listing page (tiles): positions start at 1 in page order. */
export function itemListJsonLd(origin: string, entries: readonly ListEntry[], name?: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: absoluteUrl(origin, entry.path),
      ...(entry.image ? { image: absoluteUrl(origin, entry.image) } : {}),
    })),
  };
}

export type Crumb = { name: string; url: string };

/** schema.org BreadcrumbList of a breadcrumb trail (lib/seo/breadcrumb-trail.ts). */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.url),
    })),
  };
}
