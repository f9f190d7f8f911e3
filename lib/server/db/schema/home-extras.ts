import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** A text in every page language (de, en, es, nl). */
export type LocalizedText = Record<'de' | 'en' | 'es' | 'nl', string>;

/**
 * §7 teaser: cards (a link, a title, a generated image) shown in a route's teaser slot. `routeArgs`
 * must be contained in the page's arguments; empty means every page of that route.
 */
export const teasers = pgTable(
  'teasers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    routeName: text('route_name').notNull(),
    routeArgs: jsonb('route_args').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull(),
    href: text('href').notNull(),
    imageSeed: integer('image_seed').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
  },
  (t) => [index('teasers_route_idx').on(t.routeName, t.position)],
);

/**
 * §3 Banner (imagePath, onClickUrl, onClickType, relatedActorId) by route; §9 special ids: 559
 * halloween shows only between windowFrom and windowTo ('MM-DD', yearly), 560 only on phones.
 */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    routeName: text('route_name').notNull(),
    routeArgs: jsonb('route_args').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull(),
    mobileOnly: boolean('mobile_only').notNull().default(false),
    imageSeed: integer('image_seed').notNull(),
    onClickUrl: text('on_click_url').notNull(),
    onClickType: text('on_click_type').$type<'internal' | 'external'>().notNull(),
    relatedActorId: integer('related_actor_id'),
    windowFrom: text('window_from'),
    windowTo: text('window_to'),
    alts: jsonb('alts').$type<LocalizedText>().notNull(),
  },
  (t) => [index('banners_route_idx').on(t.routeName, t.position)],
);

/** §7 misc video/jumbotron: the home page's poster, headline, call to action and muted trailer clip. */
export const jumbotrons = pgTable(
  'jumbotrons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    placement: text('placement').notNull(),
    active: boolean('active').notNull().default(true),
    posterSeed: integer('poster_seed').notNull(),
    clip: integer('clip').notNull(),
    ctaHref: text('cta_href').notNull(),
    texts: jsonb('texts').$type<Record<'de' | 'en' | 'es' | 'nl', { headline: string; lead: string; cta: string }>>().notNull(),
  },
  (t) => [index('jumbotrons_placement_idx').on(t.placement).where(sql`${t.active}`)],
);
