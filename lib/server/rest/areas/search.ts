import 'server-only';
import * as z from 'zod';
import { locales } from '@/i18n/routing';
import { searchPatternSchema } from '@/lib/contracts/search';
import { AppError } from '@/lib/server/errors';
import { globalSearch } from '@/lib/server/search/global-search';
import { type RestArea, restCall } from '../call';

const isLocale = (value: string): value is (typeof locales)[number] => (locales as readonly string[]).includes(value);

/** §7 search area. */
export const searchArea: RestArea = {
  // GET /rest/v1/search/searchResult/search/{language}/{searchPattern} – §3 global search result (§5: tooShort under 3 characters)
  'searchResult/search/{language}/{searchPattern}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ language: z.string().max(10), searchPattern: searchPatternSchema }),
    handler: async ({ language, searchPattern }, { db, viewerCountry }) => {
      // The language is part of the path here, so an unknown one is a bad request, not a fallback to en.
      if (!isLocale(language)) throw new AppError('BAD_REQUEST', `Unknown language ${language}: use ${locales.join(', ')}.`);
      const data = await globalSearch(db, { searchPattern, language, viewerCountry });
      return { success: true, data };
    },
  }),
};
