import 'server-only';
import { getTranslations } from 'next-intl/server';
import { perLocale } from '@/components/layout/per-locale';
import type { Locale } from '@/i18n/routing';
import type { PlayerText } from './player-text';

/**
 * The player's strings in a language (messages `Player`), placeholders left in for the client: every
 * page with a player. Made once per language (per-locale.ts): the same in every render.
 */
export const loadPlayerText: (locale: Locale) => Promise<PlayerText> = perLocale(async (locale) => {
  const p = await getTranslations({ locale, namespace: 'Player' });
  const access = await getTranslations({ locale, namespace: 'PictureAccess' });
  const keep = { title: '{title}', current: '{current}', total: '{total}' };
  return {
    region: p('region', keep),
    play: p('play'),
    pause: p('pause'),
    mute: p('mute'),
    unmute: p('unmute'),
    volume: p('volume'),
    seek: p('seek'),
    position: p('position', keep),
    fullscreen: p('fullscreen'),
    exitFullscreen: p('exitFullscreen'),
    failed: p('failed'),
    banned: access('videoCountryBanned'),
    retry: p('retry'),
  };
});
