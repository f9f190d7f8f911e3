import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MAX_PROPOSALS, MIN_SEARCH_LENGTH } from '@/lib/catalog/rules';
import { routePath } from '@/lib/seo/route-path';
import { SEARCH_PATTERN_SLOT, type SearchBoxText } from './search-box-text';

/** The search box's strings in one language (messages SearchBox), for the client component's props. */
export async function searchBoxText(locale: Locale): Promise<SearchBoxText> {
  const t = await getTranslations({ locale, namespace: 'SearchBox' });
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    open: t('open'),
    close: t('close'),
    hint: t('hint', { min: MIN_SEARCH_LENGTH }),
    proposals: t('proposals'),
    lastSearches: t('lastSearches'),
    noProposals: t('noProposals'),
    loading: t('loading'),
    actor: t('actor'),
    tag: t('tag'),
    // One announcement per possible number of proposals (plural forms differ per language).
    resultsCount: Array.from({ length: MAX_PROPOSALS + 1 }, (_, count) => t('resultsCount', { count })),
    searchPath: routePath(locale, '/search/videos/[searchPattern]', { searchPattern: 'SLOT' }).replace('SLOT', SEARCH_PATTERN_SLOT),
  };
}
