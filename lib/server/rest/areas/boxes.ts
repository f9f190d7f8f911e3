import 'server-only';
import * as z from 'zod';
import { boxesText } from '@/lib/boxes/boxes-text';
import { listCategories } from '@/lib/server/catalog/models/categories';
import { routePath } from '@/lib/seo/route-path';
import { type RestArea, restCall } from '../call';

/** §2 named boxes: their strings, asked when such a box opens (the same for everyone in a language). */
export const boxesArea: RestArea = {
  // GET /rest/v1/boxes/text – the boxes' strings in the call's language
  text: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { language }) => ({ success: true, data: boxesText(language) }),
  }),

  // GET /rest/v1/boxes/categories – §2 onboarding-choose: every category in its order, named in the call's language, with its page
  categories: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, language }) => {
      const categories = await listCategories(db, { language });
      const data = categories.map(({ slug, name }) => ({ slug, name, href: routePath(language, '/categories/[categorySlug]', { categorySlug: slug }) }));
      return { success: true, data };
    },
  }),
};
