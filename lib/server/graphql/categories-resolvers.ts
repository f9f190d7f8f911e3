import 'server-only';
import type { Category } from '@/lib/contracts/category';
import { listCategories } from '@/lib/server/catalog/models/categories';
import type { GraphqlContext } from './context';

async function categories(_parent: unknown, _args: unknown, context: GraphqlContext): Promise<Category[]> {
  return listCategories(context.db, { language: context.language, viewerCountry: context.viewerCountry });
}

export const categoriesResolvers = { Query: { categories } };
