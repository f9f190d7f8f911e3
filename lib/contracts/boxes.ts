import * as z from 'zod';
import { dataEnvelope } from './envelope';

/**
 * GET /rest/v1/boxes/text – the strings of the §2 boxes that can open by name from anywhere (a
 * link's query, a real-time message, a button on a page that has no strings for them), in the
 * call's language. Placeholders ({name}, {code}, {max}) are filled in by the box.
 */
const words = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

export const boxesTextSchema = z.object({
  close: z.string(),
  loadFailed: z.string(),
  coinInfo: words(['title', 'body', 'balance', 'topUp']),
  avs: words(['title', 'body', 'verify', 'login', 'verified']),
  specialLogin: words(['title', 'body', 'login', 'signup']),
  specialTopUp: words(['title', 'body', 'amountsLabel', 'other', 'login']),
  modelSite: words(['title', 'body', 'signup', 'profile']),
  blackFriday2020: words(['title', 'body', 'redeem', 'ended', 'login']),
  onboarding: words(['title', 'body', 'start', 'later']),
  onboardingChoose: words(['title', 'body', 'save', 'saved', 'failed', 'loading']),
  /** §2 fifteen-minutes-preview (its `offer` is the button in video-with-player's locked state). */
  fifteenMinutesPreview: words(['title', 'body', 'start', 'login', 'used', 'failed', 'offer']),
  /** §7 guest sendVideoShareEmail: the video page's "Share" box (messages share). */
  videoShare: words(['dialogTitle', 'email', 'message', 'send', 'cancel', 'sent', 'limit', 'failed', 'loginFirst']),
  /** video-with-player: the watch area's words (messages Player) and the link to the video's page. */
  videoWithPlayer: words(['toVideo', 'loading', 'locked', 'ageBody', 'ageVerify', 'ageLogin', 'failed', 'retry']),
  /** The player's own strings (components/video/player/player-text.ts), placeholders left in. */
  player: words(['region', 'play', 'pause', 'mute', 'unmute', 'volume', 'seek', 'position', 'fullscreen', 'exitFullscreen', 'failed', 'banned', 'retry']),
});
export type BoxesText = z.infer<typeof boxesTextSchema>;

export const boxesTextResponseSchema = dataEnvelope(boxesTextSchema);

/** GET /rest/v1/boxes/categories – §2 onboarding-choose: the categories a new guest picks from, with their pages. */
export const boxCategorySchema = z.object({ slug: z.string(), name: z.string(), href: z.string() });
export type BoxCategory = z.infer<typeof boxCategorySchema>;
export const boxCategoriesResponseSchema = dataEnvelope(z.array(boxCategorySchema));
