import type { BoxName } from './box-registry';
import { isBoxName, openBoxByName } from './open-box-by-name';
import { pageLocale } from './page-locale';

/**
 * The boxes a link may open by its `box` query (e.g. a newsletter's "?box=coinInfo", a support
 * article): those that need nothing but the page's language. Others need props only the page
 * has (a video, a purchase), so a link naming them is ignored and logged; the model-site box
 * takes the performer's name from the link's `actor`, the fifteen-minutes preview and the video
 * share box their `videoId`.
 */
const QUERY_BOXES: ReadonlySet<BoxName> = new Set<BoxName>(['coinInfo', 'avs', 'specialLogin', 'specialTopUp', 'blackFriday2020', 'onboarding', 'onboardingChoose', 'survey']);

/** A performer's name as her site writes it into the link (letters, digits, _ and -). */
const ACTOR_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A video id as the routes write it. */
const VIDEO_ID = /^[1-9]\d{0,9}$/;

/**
 * Opens the box the query names, once; true when one opened. It is what the link promised, and
 * it comes with the first view, where a new visitor also gets the cookie banner: it goes over the
 * banner and holds the page's scrolling until it is closed (§2 overConsent).
 */
export function openBoxFromQuery(search: string, lang: string): boolean {
  const query = new URLSearchParams(search);
  const name = query.get('box');
  if (name === null || name === '') return false;
  // §2 model-site conversion: a performer's own site links here naming her (`actor`).
  if (name === 'modelSite') {
    const actorName = query.get('actor') ?? '';
    if (!ACTOR_NAME.test(actorName)) {
      console.warn('box: model-site link without a performer name', { name });
      return false;
    }
    return openBoxByName(name, { locale: pageLocale(lang), actorName }, { overConsent: true });
  }
  // §2 fifteen-minutes-preview: a newsletter links a paid video's free quarter of an hour (`videoId`);
  // §7 sendVideoShareEmail: the video page's "Share" link names its video the same way.
  if (name === 'fifteenMinutesPreview' || name === 'videoShare') {
    const videoId = query.get('videoId') ?? '';
    if (!VIDEO_ID.test(videoId)) {
      console.warn('box: link without a video', { name });
      return false;
    }
    return openBoxByName(name, { locale: pageLocale(lang), videoId: Number(videoId) }, { overConsent: true });
  }
  if (isBoxName(name) && !QUERY_BOXES.has(name)) {
    console.warn('box: box not opened from a link', { name });
    return false;
  }
  return openBoxByName(name, { locale: pageLocale(lang) }, { overConsent: true });
}
