import { getTranslations } from 'next-intl/server';
import type { ModelListItem } from '@/lib/contracts/actor';
import { ModelTile } from './model-tile';

type ModelGridProps = {
  models: readonly ModelListItem[];
  /** How many tiles load their image at once (about the first screen); the rest lazily. */
  eagerCount?: number;
};

/** §2 tile grid: three columns up to 767 px, four up to 991, five up to 1199, six from 1200. */
export async function ModelGrid({ models, eagerCount = 6 }: ModelGridProps) {
  const t = await getTranslations('ModelTile');
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6 lg:gap-4">
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelTile
            model={model}
            eager={index < eagerCount}
            labels={{ online: t('online'), age: t('age', { age: model.profile.age }) }}
          />
        </li>
      ))}
    </ul>
  );
}
