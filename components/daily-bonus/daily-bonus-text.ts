import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DAILY_BONUS_KINDS } from '@/lib/contracts/daily-bonus';

const plain = ['yesterday', 'today', 'tomorrow', 'endsIn', 'claim', 'claimed', 'soldOut', 'unlimited', 'free', 'login', 'noOffer', 'consumed', 'consumedNone', 'wallpaper', 'hd', 'fourK', 'mobile', 'openVideo', 'openAlbum', 'claimedOk', 'newDay'] as const;
const raw = ['buy', 'left', 'code', 'paid'] as const;
const effects = ['vipDays', 'vipDaysOne', 'dealPrice', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGifts', 'messengerGiftsOne', 'videoVouchers', 'videoVouchersOne'] as const;
const conditions = ['vip', 'nonVip', 'payingCustomer', 'minTopUp'] as const;
const errors = ['ALREADY_CLAIMED', 'SOLD_OUT', 'OUTSIDE_WINDOW', 'CONDITION_NOT_MET', 'INSUFFICIENT_FUNDS', 'failed'] as const;

export type DailyBonusText = Record<(typeof plain)[number] | (typeof raw)[number], string> & {
  kinds: Record<(typeof DAILY_BONUS_KINDS)[number], string>;
  effects: Record<(typeof effects)[number], string>;
  conditions: Record<(typeof conditions)[number], string>;
  errors: Record<(typeof errors)[number], string>;
};

const pick = <K extends string>(keys: readonly K[], read: (key: K) => string) => Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;

/** The strings of the /daily-deals/ island (namespace dailyBonus); {value}-style ones are filled in the browser. */
export async function dailyBonusText(locale: Locale): Promise<DailyBonusText> {
  const t = await getTranslations({ locale, namespace: 'dailyBonus' });
  return {
    ...pick(plain, (key) => t(key)),
    ...pick(raw, (key) => t.raw(key) as string),
    kinds: pick(DAILY_BONUS_KINDS, (key) => t(`kinds.${key}`)),
    effects: pick(effects, (key) => t.raw(`effects.${key}`) as string),
    conditions: pick(conditions, (key) => t.raw(`conditions.${key}`) as string),
    errors: pick(errors, (key) => t(`errors.${key}`)),
  };
}
