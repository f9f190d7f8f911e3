import 'server-only';
import * as z from 'zod';
import { BLOG_ARCHIVE_PAGE_SIZE, BLOG_MAX_EXCLUDE, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, blogCategoryById } from '@/lib/blog/blog-rules';
import { blogArchive } from '@/lib/server/blog/blog-archive';
import { blogFront } from '@/lib/server/blog/blog-front';
import { blogMenu } from '@/lib/server/blog/blog-menu';
import { blogTotals } from '@/lib/server/blog/blog-totals';
import { cachedCategoryPosts } from '@/lib/server/blog/cached-posts';
import { isPublishedPost, postActors } from '@/lib/server/blog/post-actors';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSizeSchema = (fallback: number) => z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(fallback);

/** posts/{categoryId}/{payload}: {page, pageSize, exclude} as URL-encoded JSON. */
const postsPayload = z.strictObject({
  page: pageSchema,
  pageSize: pageSizeSchema(BLOG_PAGE_SIZE),
  exclude: z.array(idSchema).max(BLOG_MAX_EXCLUDE).default([]),
});
const actorsPayload = z.strictObject({ postId: idSchema });

function parsePayload<S extends z.ZodType>(schema: S, raw: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'The payload must be URL-encoded JSON.');
  }
  return schema.parse(value);
}

/** A §3 category id, else the 404 error. */
function knownCategory(id: number): number {
  if (!blogCategoryById(id)) throw new AppError('NOT_FOUND', `Unknown blog category ${id}.`);
  return id;
}

/** §7 blog area: public reads of the blog (no guest needed). */
export const blogArea: RestArea = {
  // GET /rest/v1/blog/pm – the blog menu: every category with its total and archive years
  pm: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db }) => ({ success: true, data: { categories: await blogMenu(db) } }),
  }),

  // GET /rest/v1/blog/archives/{category}?page=&pageSize=&year= – a page of a category's posts (§9: 9), optionally of one year
  'archives/{category}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({
      category: idSchema,
      page: pageSchema,
      pageSize: pageSizeSchema(BLOG_ARCHIVE_PAGE_SIZE),
      year: z.coerce.number().int().min(2000).max(2100).optional(),
    }),
    handler: async ({ category, page, pageSize, year }, { db, language }) => {
      const data = await blogArchive(db, { language, categoryId: knownCategory(category), page, pageSize, year: year ?? null });
      return { success: true, data };
    },
  }),

  // GET /rest/v1/blog/posts/{categoryId}/{payload} – a page of a category's posts (§9: 3), excluding ids; cached 60 s
  'posts/{categoryId}/{payload}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ categoryId: idSchema, payload: z.string().max(1000) }),
    handler: async ({ categoryId, payload }, { db, language }) => {
      const { page, pageSize, exclude } = parsePayload(postsPayload, payload);
      const data = await cachedCategoryPosts(db, { language, categoryId: knownCategory(categoryId), page, pageSize, exclude });
      return { success: true, data: { categoryId, ...data } };
    },
  }),

  // GET /rest/v1/blog/front – the front page data: featured post, newest per category, totals
  front: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, language }) => ({ success: true, data: await blogFront(db, language) }),
  }),

  // GET /rest/v1/blog/totals – published posts per category id
  totals: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db }) => ({ success: true, data: await blogTotals(db) }),
  }),

  // GET /rest/v1/blog/actors/{payload} – {postId}: the performers a post mentions, as profile links
  'actors/{payload}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ payload: z.string().max(200) }),
    handler: async ({ payload }, { db, language, viewerCountry }) => {
      const { postId } = parsePayload(actorsPayload, payload);
      if (!(await isPublishedPost(db, postId))) throw new AppError('NOT_FOUND', `Unknown blog post ${postId}.`);
      return { success: true, data: { postId, actors: await postActors(db, { postId, language, viewerCountry }) } };
    },
  }),
};
