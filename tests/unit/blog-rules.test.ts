import { describe, expect, it } from 'vitest';
import {
  BLOG_ARCHIVE_PAGE_SIZE,
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  blogCategoryById,
  blogCategoryBySlug,
  blogPageCount,
  blogSlug,
  parseBlogYear,
} from '@/lib/blog/blog-rules';
import { blogPostsKey } from '@/lib/server/blog/cached-posts';

describe('blog rules', () => {
  it('§3 category ids: general 1, event 38, live 39, premium TV 40, free TV 41, actions 43, production 44, news 45, interviews 46, featured 506', () => {
    expect(BLOG_CATEGORIES.map((c) => c.id)).toEqual([1, 38, 39, 40, 41, 43, 44, 45, 46, 506]);
    expect(blogCategoryById(40)?.slug).toBe('premium-tv');
    expect(blogCategoryBySlug('featured')?.id).toBe(506);
    expect(blogCategoryById(42)).toBeUndefined();
    expect(blogCategoryBySlug('__proto__')).toBeUndefined();
  });

  it('§9 page sizes: 3 by default, 9 for archives', () => {
    expect([BLOG_PAGE_SIZE, BLOG_ARCHIVE_PAGE_SIZE]).toEqual([3, 9]);
  });

  it('slugs fold accents and umlauts, join words with dashes and stay within 80 characters', () => {
    expect(blogSlug('Das Frühling-Event: Sei beim Community-Abend dabei')).toBe('das-fruhling-event-sei-beim-community-abend-dabei');
    expect(blogSlug('Entrevista: Lúna habla de otoño')).toBe('entrevista-luna-habla-de-otono');
    expect(blogSlug('Straße & Größe')).toBe('strasse-grosse');
    expect(blogSlug('!!!')).toBe('post');
    const long = blogSlug('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('page counts: at least one page, rounded up', () => {
    expect(blogPageCount(0, 9)).toBe(1);
    expect(blogPageCount(9, 9)).toBe(1);
    expect(blogPageCount(10, 9)).toBe(2);
    expect(blogPageCount(7, 3)).toBe(3);
  });

  it('archive years are four digits between 2000 and 2100', () => {
    expect(parseBlogYear('2025')).toBe(2025);
    expect(parseBlogYear('25')).toBeNull();
    expect(parseBlogYear('2025abc')).toBeNull();
    expect(parseBlogYear('+2025')).toBeNull();
    expect(parseBlogYear('1999')).toBeNull();
  });

  it('the 60 s cache key ignores the order and repeats of excluded ids, not the rest', () => {
    const base = { language: 'en' as const, categoryId: 45, page: 1, pageSize: 3 };
    expect(blogPostsKey({ ...base, exclude: [3, 1, 3] })).toBe(blogPostsKey({ ...base, exclude: [1, 3] }));
    expect(blogPostsKey({ ...base, exclude: [1] })).not.toBe(blogPostsKey({ ...base, exclude: [2] }));
    expect(blogPostsKey({ ...base, language: 'de' })).not.toBe(blogPostsKey(base));
  });
});
