import * as z from 'zod';
import { locales } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import { modelListItemSchema } from './actor';
import { videoFilterSchema, videoTileSchema } from './video';

/** §2/§9 search result categories, each with its page size (lib/catalog/rules.ts). */
export const SEARCH_CATEGORIES = Object.keys(SEARCH_PAGE_SIZES) as (keyof typeof SEARCH_PAGE_SIZES)[];
export type SearchCategory = keyof typeof SEARCH_PAGE_SIZES;

/** Longer input is refused (422): nobody types more, and trigram work grows with the length. */
export const MAX_SEARCH_PATTERN_LENGTH = 100;

/**
 * A search pattern as typed. Any characters are allowed (SQL and HTML metacharacters are plain
 * text: the pattern only ever travels as a bound parameter and is rendered escaped).
 */
export const searchPatternSchema = z.string().trim().max(MAX_SEARCH_PATTERN_LENGTH);

export const searchLanguageSchema = z.enum(locales);

/** §9 search orders of the video results; relevance is the default. */
export const SEARCH_VIDEO_ORDERS = ['relevance', 'newest', 'cheapest', 'topRated', 'bestSelling'] as const;
export const searchVideoOrderSchema = z.enum(SEARCH_VIDEO_ORDERS);
export type SearchVideoOrder = z.infer<typeof searchVideoOrderSchema>;

/** Performer results: by relevance (similarity, then online and rank), by rank, or newest. */
export const SEARCH_MODEL_ORDERS = ['relevance', 'rank', 'newest'] as const;
export const searchModelOrderSchema = z.enum(SEARCH_MODEL_ORDERS);
export type SearchModelOrder = z.infer<typeof searchModelOrderSchema>;

export const searchVideoFilterSchema = videoFilterSchema;

/** A completion proposal while typing: a performer name or a tag name (in the guest's language). */
export const searchProposalSchema = z.object({
  type: z.enum(['actor', 'tag']),
  label: z.string(),
  /** Localized path of the search page for this label. */
  link: z.string(),
});
export type SearchProposal = z.infer<typeof searchProposalSchema>;

/** §3 global search result: actor items. `imageAspect` is width / height. */
export const globalSearchActorSchema = z.object({
  name: z.string(),
  imageUrl: z.string(),
  imageAspect: z.number(),
  link: z.string(),
  online: z.boolean(),
  mobileVideoCall: z.boolean(),
});
export type GlobalSearchActor = z.infer<typeof globalSearchActorSchema>;

/** One hit of the media categories (videos, asmr, photos, galleries, tv, mediathek, blog). */
export const searchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  imageAspect: z.number(),
  link: z.string(),
  actorName: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchSectionSchema = z.object({
  type: z.enum(SEARCH_CATEGORIES as [SearchCategory, ...SearchCategory[]]),
  /** Matches found; capped (countCapped) on very common patterns so counting stays bounded. */
  count: z.number().int(),
  countCapped: z.boolean(),
  /** Localized path where the category's results are shown. */
  link: z.string(),
  items: z.array(searchHitSchema),
});
export type SearchSection = z.infer<typeof searchSectionSchema>;

/** §3 global search result. `tooShort`: under §5's minimum length no query ran. */
export const globalSearchResultSchema = z.object({
  searchPattern: z.string(),
  tooShort: z.boolean(),
  proposals: z.array(searchProposalSchema),
  actors: z.object({
    count: z.number().int(),
    countCapped: z.boolean(),
    link: z.string(),
    items: z.array(globalSearchActorSchema),
  }),
  videos: searchSectionSchema,
  asmr: searchSectionSchema,
  photos: searchSectionSchema,
  galleries: searchSectionSchema,
  tv: searchSectionSchema,
  mediathek: searchSectionSchema,
  blog: searchSectionSchema,
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

/** Per-type search answers (§7 searchModels, searchVideos, searchAsmr). */
export const searchModelListSchema = z.object({
  tooShort: z.boolean(),
  total: z.number().int(),
  totalCapped: z.boolean(),
  items: z.array(modelListItemSchema),
});
export type SearchModelList = z.infer<typeof searchModelListSchema>;

export const searchVideoListSchema = z.object({
  tooShort: z.boolean(),
  total: z.number().int(),
  totalCapped: z.boolean(),
  items: z.array(videoTileSchema),
});
export type SearchVideoList = z.infer<typeof searchVideoListSchema>;

export const searchHitListSchema = z.object({
  tooShort: z.boolean(),
  total: z.number().int(),
  totalCapped: z.boolean(),
  items: z.array(searchHitSchema),
});
export type SearchHitList = z.infer<typeof searchHitListSchema>;
