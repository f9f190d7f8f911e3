import 'server-only';
import { loadPlayerText } from '@/components/video/player/load-player-text';
import { getTranslations } from 'next-intl/server';
import type { PlayerText } from '@/components/video/player/player-text';
import type { Locale } from '@/i18n/routing';

/** The episode island's strings, translated on the server (placeholders kept for the client). */
export type EpisodeWatchText = {
  play: string;
  loading: string;
  failed: string;
  retry: string;
  login: { heading: string; text: string; button: string };
  subscribe: { heading: string; text: string; button: string };
  age: { heading: string; text: string; verify: string; login: string };
  keep: { label: string; kept: string; failed: string };
};

/**
 * The watch texts (messages `tvMediathek`, and `Player` shared with the videos) and the player's
 * own; `tvPrice` is the TV subscription's formatted price (the page reads the plans).
 */
export async function episodeTexts(locale: Locale, tvPrice: string): Promise<{ watch: EpisodeWatchText; player: PlayerText }> {
  const t = await getTranslations({ locale, namespace: 'tvMediathek' });
  const p = await getTranslations({ locale, namespace: 'Player' });
  const keep = { title: '{title}', current: '{current}', total: '{total}' };
  return {
    watch: {
      play: p('watchPlay', keep),
      loading: p('loading'),
      failed: p('watchFailed'),
      retry: p('retry'),
      login: { heading: t('watchLoginHeading'), text: t('watchLoginText'), button: t('watchLoginButton') },
      subscribe: {
        heading: t('watchSubscribeHeading'),
        text: t('watchSubscribeText', { price: tvPrice }),
        button: t('watchSubscribeButton'),
      },
      age: { heading: p('ageTitle'), text: p('ageBody'), verify: p('ageVerify'), login: p('ageLogin') },
      keep: { label: t('keep'), kept: t('keptNote'), failed: t('keepFailed') },
    },
    player: await loadPlayerText(locale),
  };
}
