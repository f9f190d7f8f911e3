/** The player's strings, translated on the server (messages `Player`), placeholders left in. */
export type PlayerText = {
  region: string;
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  volume: string;
  seek: string;
  /** "{current} of {total}" */
  position: string;
  fullscreen: string;
  exitFullscreen: string;
  failed: string;
  /** §6: the stream is refused in the guest's country (403 COUNTRY_BANNED); no retry helps. */
  banned: string;
  retry: string;
};

