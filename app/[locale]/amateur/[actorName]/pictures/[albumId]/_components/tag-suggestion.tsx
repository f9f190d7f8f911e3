import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { TAG_MAX_LENGTH, TAG_MIN_LENGTH } from '@/lib/contracts/social';
import { TagSuggestionFields, type TagSuggestionText } from './tag-suggestion-fields';
import { TagSuggestionIsland } from './tag-suggestion-island';

/** The album's "suggest a tag" box (§7 tag suggestion for an album): strings made here, the form's markup in the HTML and its handlers in a chunk loaded after the first view. */
export async function TagSuggestion({ albumId }: { albumId: number }) {
  const t = await getTranslations('SocialUi');
  const locale = (await getLocale()) as Locale;
  const limits = { min: TAG_MIN_LENGTH, max: TAG_MAX_LENGTH };
  const text: TagSuggestionText = {
    label: t('tags.label'),
    hint: t('tags.hint', limits),
    submit: t('tags.submit'),
    sending: t('tags.sending'),
    thanks: t('tags.thanks', { tag: '{tag}' }),
    another: t('tags.another'),
    errors: {
      short: t('tags.errorShort', limits),
      long: t('tags.errorLong', limits),
      chars: t('tags.errorChars'),
      notFound: t('tags.errorNotFound'),
      session: t('tags.errorSession'),
      failed: t('tags.errorFailed'),
    },
  };
  return (
    <section aria-labelledby="tag-suggestion" className="mt-10 max-w-3xl">
      <h2 id="tag-suggestion" className="text-lg font-semibold tracking-tight sm:text-xl">
        {t('tags.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('tags.intro')}</p>
      <TagSuggestionIsland locale={locale} albumId={albumId} maxLength={TAG_MAX_LENGTH} text={text}>
        <TagSuggestionFields text={text} maxLength={TAG_MAX_LENGTH} />
      </TagSuggestionIsland>
    </section>
  );
}
