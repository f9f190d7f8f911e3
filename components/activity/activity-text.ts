import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { eventRewardSchema } from '@/lib/contracts/events';

const raw = ['points', 'activityLine', 'challengeName', 'challengeLine', 'requiredPoints'] as const;
const plain = ['loginToCollect', 'login', 'activities', 'challenges', 'challengeDone', 'rewards', 'claim', 'claimed', 'claimedOk'] as const;
const activityNames = ['login', 'watchVideo', 'buyAlbum', 'sendMessage', 'nugget', 'other'] as const;
const errors = ['ALREADY_CLAIMED', 'OUTSIDE_WINDOW', 'CONDITION_NOT_MET', 'failed'] as const;
const rewardTypes = eventRewardSchema.shape.type.options;

export type ActivityText = Record<(typeof raw)[number] | (typeof plain)[number], string> & {
  activityNames: Record<(typeof activityNames)[number], string>;
  errors: Record<(typeof errors)[number], string>;
  rewardTypes: Record<(typeof rewardTypes)[number], string>;
};

const pick = <K extends string>(keys: readonly K[], read: (key: K) => string) => Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;

/** The strings of the points board (namespace activity); {value}-style ones are filled in the browser. */
export async function activityText(locale: Locale): Promise<ActivityText> {
  const t = await getTranslations({ locale, namespace: 'activity' });
  return {
    ...pick(raw, (key) => t.raw(key) as string),
    ...pick(plain, (key) => t(key)),
    activityNames: pick(activityNames, (key) => t(`activityNames.${key}`)),
    errors: pick(errors, (key) => t(`errors.${key}`)),
    rewardTypes: pick(rewardTypes, (key) => t.raw(`rewardTypes.${key}`) as string),
  };
}
