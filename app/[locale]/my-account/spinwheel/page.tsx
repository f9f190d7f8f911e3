import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SpinWheelView } from '@/components/games/spin-wheel-view';
import type { WheelText } from '@/components/games/wheel-text';
import { pageLocale } from '@/components/layout/page-locale';
import { PersonalPage } from '@/components/personal/personal-page';
import { personalGateText, personalMetadata } from '@/components/personal/personal-text';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GAME_REWARD_TYPES } from '@/lib/contracts/games';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'games' });
  return personalMetadata(locale, '/my-account/spinwheel', t('wheel.lead'));
}

async function wheelText(locale: Locale): Promise<WheelText> {
  const t = await getTranslations({ locale, namespace: 'games' });
  const plain = ['wheelLabel', 'spin', 'spinning', 'noSpins', 'toBenefits', 'lastTurns', 'checkValue', 'failed'] as const;
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(`wheel.${key}`)])) as Record<(typeof plain)[number], string>),
    gate: await personalGateText(locale),
    spinsLeft: t.raw('wheel.spinsLeft') as string,
    won: t.raw('wheel.won') as string,
    wonCode: t.raw('wheel.wonCode') as string,
    errors: { NOT_ENOUGH_SPINS: t('errors.NOT_ENOUGH_SPINS'), UNAUTHORIZED: t('errors.UNAUTHORIZED') },
    rewards: Object.fromEntries(GAME_REWARD_TYPES.map((type) => [type, t.raw(`rewards.${type}`) as string])) as WheelText['rewards'],
  };
}

/** §2 personal area · spin wheel (§3 spins from the benefits): the same HTML for everyone; the guest's wheel loads in the browser. */
export default async function MyAccountSpinwheelPage({ params }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'games' });
  return (
    <PersonalPage locale={locale} route="/my-account/spinwheel" title={routes('spinWheel')} lead={t('wheel.lead')}>
      <SpinWheelView locale={locale} text={await wheelText(locale)} benefitsHref={hrefOf(locale, '/my-account/benefits')} />
    </PersonalPage>
  );
}
