import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { BoxesText } from '@/lib/contracts/boxes';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { de, en, es, nl };

/**
 * The §2 named boxes' strings in a language, read from the catalogue rather than next-intl's
 * request: a box opened by name from a link or a message has no page that could pass them.
 */
export function boxesText(locale: Locale): BoxesText {
  const { boxes, Player: player, PictureAccess: access, share } = catalogues[locale];
  return {
    ...boxes,
    videoShare: {
      dialogTitle: share.dialogTitle,
      email: share.email,
      message: share.message,
      send: share.send,
      cancel: share.cancel,
      sent: share.sent,
      limit: share.limit,
      failed: share.failed,
      loginFirst: share.loginFirst,
    },
    videoWithPlayer: {
      toVideo: boxes.videoWithPlayer.toVideo,
      loading: player.loading,
      locked: player.locked,
      ageBody: player.ageBody,
      ageVerify: player.ageVerify,
      ageLogin: player.ageLogin,
      failed: player.watchFailed,
      retry: player.retry,
    },
    player: {
      region: player.region,
      play: player.play,
      pause: player.pause,
      mute: player.mute,
      unmute: player.unmute,
      volume: player.volume,
      seek: player.seek,
      position: player.position,
      fullscreen: player.fullscreen,
      exitFullscreen: player.exitFullscreen,
      failed: player.failed,
      banned: access.videoCountryBanned,
      retry: player.retry,
    },
  };
}
