import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { GridMode } from '@/lib/catalog/list-query';
import type { ModelListItem } from '@/lib/contracts/actor';
import { formatMoney } from '@/lib/format/currency';
import { languageNames } from './language-names';
import { ModelTile } from './model-tile';

type ModelGridProps = {
  models: readonly ModelListItem[];
  /** §2 grid modes: tiles (grid) or rows with age, languages and price per minute (list). */
  mode?: GridMode;
  /** How many tiles load their image at once (about the first row); the rest lazily. */
  eagerCount?: number;
};

/**
 * §2 tile grid: three columns up to 767 px, four up to 991, five up to 1199, six from 1200.
 * List mode: one row per performer, two columns from 992 px.
 */
export async function ModelGrid({ models, mode = 'grid', eagerCount = 6 }: ModelGridProps) {
  const t = await getTranslations('ModelTile');
  const locale = (await getLocale()) as Locale;
  const className =
    mode === 'list'
      ? 'grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3'
      : 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6 lg:gap-4';
  return (
    <ul className={className}>
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelTile
            model={model}
            mode={mode}
            eager={index < eagerCount}
            labels={{
              online: t('online'),
              age: t('age', { age: model.profile.age }),
              ...(mode === 'list'
                ? {
                    languages: t('languages', { languages: languageNames(locale, model.profile.languages) }),
                    price: t('perMinute', {
                      price: formatMoney(model.chatPrices.videoChat.value, model.chatPrices.videoChat.currency),
                    }),
                  }
                : {}),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
