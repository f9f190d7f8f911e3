import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchTerms } from './search-session';

/**
 * SQL pieces of the search, written exactly as the index expressions of drizzle/0002_search.sql
 * so the planner uses them. The terms are bound parameters, already folded by search_norm():
 * SQL and HTML metacharacters in a pattern are plain text.
 */

/** Whole-word full-text match on a title (videos_fts_idx, albums_fts_idx); exact, so no recheck. */
export function titleWords(title: AnyPgColumn, terms: SearchTerms): SQL {
  return sql`to_tsvector('simple', search_norm(${title})) @@ plainto_tsquery('simple', ${terms.folded})`;
}

/** 2 when the title starts with the pattern, else 1: the first relevance step of whole-word hits. */
export function titleStartsWith(title: AnyPgColumn, terms: SearchTerms): SQL<number> {
  return sql<number>`case when starts_with(search_norm(${title}), ${terms.folded}) then 2 else 1 end`;
}

/** Trigram word similarity of the pattern to the best stretch of a title (…_title_trgm_idx). */
export function titleResembles(title: AnyPgColumn, terms: SearchTerms): SQL {
  return sql`search_norm(${title}) %> ${terms.folded}`;
}

/** How well a fuzzy title hit matches, 0..1. */
export function titleResemblance(title: AnyPgColumn, terms: SearchTerms): SQL<number> {
  return sql<number>`word_similarity(${terms.folded}, search_norm(${title}))`;
}

/**
 * A performer name matching the pattern (actors_name_trgm_idx): word similarity of the pattern
 * without its spaces to the best stretch of the name — covers typos ("lunaskai" → LunaSky),
 * accents and spaces ("Lúna Sky"), and parts of a name ("luna").
 */
export function nameMatches(name: AnyPgColumn, terms: SearchTerms): SQL {
  return sql`search_norm(${name}) %> ${terms.squeezed}`;
}

/** Relevance of a performer name: the containment plus the whole-name similarity (an exact name wins). */
export function nameScore(name: AnyPgColumn, terms: SearchTerms): SQL<number> {
  const value = sql`search_norm(${name})`;
  return sql<number>`(word_similarity(${terms.squeezed}, ${value}) + similarity(${value}, ${terms.squeezed}))`;
}
