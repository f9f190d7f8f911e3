import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import type { Locale } from '@/i18n/routing';
import { MIN_SEARCH_LENGTH } from '@/lib/catalog/rules';
import { SearchAgain } from './search-again';

/** §5: under 3 characters no search runs; the page says what to do instead. */
export async function SearchTooShort({ locale, pattern }: { locale: Locale; pattern: string }) {
  const t = await getTranslations('Search');
  return (
    <div data-testid="search-too-short">
      <PageHeading title={t('tooShortTitle')} lead={t('tooShortHint', { min: MIN_SEARCH_LENGTH })} />
      <SearchAgain locale={locale} pattern={pattern} />
    </div>
  );
}
