import { getTranslations } from 'next-intl/server';
import type { PersonalGateText } from '@/components/personal/login-prompt';
import type { Locale } from '@/i18n/routing';
import { GAME_REWARD_TYPES, type GameReward } from '@/lib/contracts/games';

/** §3 gameCategory values a game config names; each has its play view (components/games). */
export const GAME_CATEGORIES = ['slot', 'wheel', 'shooting', 'catch'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const isGameCategory = (value: string): value is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(value);

/** The strings of a game's play view (namespace games.event); {count}/{prize}/{code}/{n} are filled in the browser. */
export type GamePlayText = {
  gate: PersonalGateText;
  attemptsLeft: string;
  points: string;
  code: string;
  inBenefits: string;
  limit: string;
  failed: string;
  outsideWindow: string;
  prizesWon: string;
  blank: string;
  reels: string;
  /** The play button (slot, wheel) or the label of the targets (shooting, catch). */
  play: string;
  won: string;
  noWin: string;
  /** One target's button, {n} from 1 (shooting, catch). */
  target: string;
  /** Per reward type: the prize with its amount ({amount}). */
  rewards: Record<GameReward['type'], string>;
};

/** Per reward type the prize with its {amount} (namespace games.rewards, shared with the spin wheel). */
export async function rewardTemplates(locale: Locale): Promise<GamePlayText['rewards']> {
  const t = await getTranslations({ locale, namespace: 'games' });
  return Object.fromEntries(GAME_REWARD_TYPES.map((type) => [type, t.raw(`rewards.${type}`) as string])) as GamePlayText['rewards'];
}

export async function gamePlayText(locale: Locale, category: GameCategory): Promise<GamePlayText> {
  const [t, rewards] = await Promise.all([getTranslations({ locale, namespace: 'games' }), rewardTemplates(locale)]);
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    gate: { loading: t('event.loading'), loggedOut: t('event.loginToPlay'), login: t('event.login'), failed: t('event.loadFailed'), retry: t('event.retry') },
    attemptsLeft: raw('event.attemptsLeft'),
    points: raw('event.points'),
    code: raw('event.code'),
    inBenefits: t('event.inBenefits'),
    limit: t('event.limit'),
    failed: t('event.failed'),
    outsideWindow: t('event.outsideWindow'),
    prizesWon: t('event.prizesWon'),
    blank: t('event.blank'),
    reels: raw('event.reels'),
    play: t(`event.categories.${category}.play`),
    won: raw(`event.categories.${category}.won`),
    noWin: t(`event.categories.${category}.noWin`),
    target: category === 'shooting' || category === 'catch' ? raw(`event.targets.${category}`) : '',
    rewards,
  };
}
