import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadPlayerText } from '@/components/video/player/load-player-text';
import type { PlayerText } from '@/components/video/player/player-text';
import type { WatchText } from '@/components/video/watch-area';
import type { Locale } from '@/i18n/routing';
import { perLocale } from '@/components/layout/per-locale';

/** The watch area's and the player's strings (messages `Player`) in the page's language, placeholders kept for the client. */
export async function watchTexts(): Promise<{ watch: WatchText; player: PlayerText }> {
  return watchTextsIn((await getLocale()) as Locale);
}

/** Made once per language (per-locale.ts): the same strings in every render of a video page. */
const watchTextsIn = perLocale(async (locale): Promise<{ watch: WatchText; player: PlayerText }> => {
  const t = await getTranslations({ locale, namespace: 'Player' });
  const keep = { title: '{title}', current: '{current}', total: '{total}' };
  return {
    watch: {
      play: t('watchPlay', keep),
      loading: t('loading'),
      locked: t('locked'),
      ageTitle: t('ageTitle'),
      ageBody: t('ageBody'),
      ageVerify: t('ageVerify'),
      ageLogin: t('ageLogin'),
      failed: t('watchFailed'),
      retry: t('retry'),
    },
    player: await loadPlayerText(locale),
  };
});
