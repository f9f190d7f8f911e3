import { getTranslations } from 'next-intl/server';
import { SearchCombobox } from '@/components/search/search-combobox';
import { searchBoxText } from '@/components/search/search-box-texts';
import type { Locale } from '@/i18n/routing';

/** A search field on the page itself (too short, nothing found): on a phone the header's is behind a button. */
export async function SearchAgain({ locale, pattern }: { locale: Locale; pattern: string }) {
  const t = await getTranslations('Search');
  const text = await searchBoxText(locale);
  return (
    <div className="mt-6 max-w-xl">
      <SearchCombobox key={pattern} text={{ ...text, label: t('formLabel') }} locale={locale} variant="panel" initialValue={pattern} />
    </div>
  );
}
