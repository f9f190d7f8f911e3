import 'server-only';
import { BLOG_CACHE_MS } from '@/lib/blog/blog-rules';
import type { BlogPostPage } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { createSearchCache, type SearchCache } from '@/lib/server/search/search-cache';
import { type ListPostsInput, listCategoryPosts } from './list-posts';

declare global {
  var __blogCache: SearchCache | undefined;
}

/**
 * §9 blog cache 60 s: the process's cache of posts/{categoryId} pages (a bounded LRU with expiry,
 * the search cache's kind). On globalThis because server.ts and Next load separate copies of a
 * module (TOOLCHAIN.md). Per process: with several processes a page may be up to 60 s stale in
 * one of them, which §9 allows.
 */
export function blogCache(): SearchCache {
  if (!globalThis.__blogCache) {
    const cache = createSearchCache({ ttlMs: BLOG_CACHE_MS, maxEntries: 1000 });
    setInterval(() => cache.sweep(), BLOG_CACHE_MS).unref();
    globalThis.__blogCache = cache;
  }
  return globalThis.__blogCache;
}

/** The cache key: every input that changes the answer; exclude ids sorted so their order does not matter. */
export function blogPostsKey(input: ListPostsInput): string {
  const exclude = [...new Set(input.exclude ?? [])].sort((a, b) => a - b);
  return JSON.stringify(['posts', input.language, input.categoryId, input.page, input.pageSize, exclude, input.year ?? null]);
}

/** A page of a category's posts through the 60 s cache (§7 posts/{categoryId}). */
export function cachedCategoryPosts(db: DbOrTx, input: ListPostsInput, cache: SearchCache | null = blogCache()): Promise<BlogPostPage> {
  if (!cache) return listCategoryPosts(db, input);
  return cache.get(blogPostsKey(input), () => listCategoryPosts(db, input));
}
