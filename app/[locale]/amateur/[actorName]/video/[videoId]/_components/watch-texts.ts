import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PlayerText } from '@/components/video/player/player-text';
import type { WatchText } from '@/components/video/watch-area';

/** The watch area's and the player's strings (messages `Player`), placeholders kept for the client. */
export async function watchTexts(): Promise<{ watch: WatchText; player: PlayerText }> {
  const t = await getTranslations('Player');
  const access = await getTranslations('PictureAccess');
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
    player: {
      region: t('region', keep),
      play: t('play'),
      pause: t('pause'),
      mute: t('mute'),
      unmute: t('unmute'),
      volume: t('volume'),
      seek: t('seek'),
      position: t('position', keep),
      fullscreen: t('fullscreen'),
      exitFullscreen: t('exitFullscreen'),
      failed: t('failed'),
      banned: access('videoCountryBanned'),
      retry: t('retry'),
    },
  };
}
