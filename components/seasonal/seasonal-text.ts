import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { eventRewardSchema } from '@/lib/contracts/events';
import { fillCount } from '@/lib/format/fill-count';

const raw = [
  'live',
  'upcoming',
  'past',
  'none',
  'eggs',
  'eggsHint',
  'rewards',
  'requiredEggs',
  'upTo',
  'mystery',
  'reached',
  'history',
  'historyNone',
  'redeem',
  'redeemed',
  'code',
  'login',
  'door',
  'doorOpen',
  'doorOpened',
  'doorMissed',
  'doorLocked',
  'doorGot',
] as const;
const errors = ['ALREADY_CLAIMED', 'OUTSIDE_WINDOW', 'EGG_TOKEN_INVALID', 'failed'] as const;
const types = eventRewardSchema.shape.type.options;

export type SeasonalText = Record<(typeof raw)[number], string> & {
  types: Record<(typeof types)[number], string>;
  errors: Record<(typeof errors)[number], string>;
};

const pick = <K extends string>(keys: readonly K[], read: (key: K) => string) => Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;

/** The strings of the Easter and advent islands (namespace seasonal); {value}-style ones are filled in the browser. */
export async function seasonalText(locale: Locale): Promise<SeasonalText> {
  const t = await getTranslations({ locale, namespace: 'seasonal' });
  return {
    ...pick(raw, (key) => t.raw(key) as string),
    types: pick(types, (key) => t.raw(`types.${key}`) as string),
    errors: pick(errors, (key) => t(`errors.${key}`)),
  };
}

/** "1 coin", "3 coins" and the like: the type's ICU plural message, filled in the browser. */
export const rewardLabel = (text: SeasonalText, type: keyof SeasonalText['types'], amount: number) => fillCount(text.types[type], { amount });

/** The event's state line: running until, starts on, ended on. */
export function stateLine(text: SeasonalText, event: { state: 'live' | 'upcoming' | 'past'; firstDay: string; lastDay: string } | null): string {
  if (!event) return text.none;
  return text[event.state].replace('{day}', event.state === 'upcoming' ? event.firstDay : event.lastDay);
}
