'use client';

import { useEffect, useRef, useState } from 'react';
import { ShowBox } from '@/components/boxes/show-box';
import { forcedAgeCheckCookie, hasForcedAgeCheckCookie } from '@/lib/guest/forced-age-check';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { type AgeCheckSwitches, ageCheckSwitches } from '@/lib/guest/guest-switches';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { whenNoFlow } from '@/stores/overlay';
import { guestSessionStore, useGuestSession } from '@/stores/guest-session';
import type { EsAvsText } from './es-avs-modal';

const openAvsFlow = () => void overlayController().then((c) => c.openOverlay('avs'));

/**
 * The two age-check prompts of the page, decided after hydration from the running server's
 * switches (config/client, asked once per page with the overlay's configuration):
 * - §4 forced AVS (AVS_FORCED_MODAL): a logged-in guest whose session says no avs gets the AVS
 *   flow at once, once per guest and page, after any open flow has closed;
 * - §6 es-avs (on a Spanish-market host when ES_AVS_MODAL configures it, lib/server/market): the
 *   age notice, until the forced-age-check cookie says it was answered. Not for a guest who is
 *   verified, nor for one who already gets the forced AVS flow.
 * Only this small starter is first-load JavaScript; the modal loads when it is shown.
 *
 * `esAvsText` null: the layout's reading of the request's host says no es-avs here; it spares
 * every visitor of every other host a config/client request per page. config/client (asked on the
 * page's own host) still has the last word.
 */
export function AgeCheckPrompts({ esAvsText }: { esAvsText: EsAvsText | null }) {
  const guest = useGuest();
  const session = useGuestSession();
  const [switches, setSwitches] = useState<AgeCheckSwitches | null>(null);
  const [answered, setAnswered] = useState(false);
  const forcedFor = useRef<number | null>(null);

  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const lacksAvs = session !== null && !session.hasAvs && !session.isLocked;
  const esAvsOffered = esAvsText !== null;
  const wantsSwitches = lacksAvs || (esAvsOffered && typeof document !== 'undefined' && !hasForcedAgeCheckCookie(document.cookie));

  useEffect(() => {
    if (switches || !wantsSwitches) return;
    let live = true;
    void ageCheckSwitches().then((value) => live && setSwitches(value));
    return () => {
      live = false;
    };
  }, [switches, wantsSwitches]);

  // §4 "If a logged-in guest lacks AVS and the forced-modal setting is on, the AVS flow opens at once."
  useEffect(() => {
    if (!switches?.avsForcedModal || !lacksAvs || guestId === null || forcedFor.current === guestId) return;
    forcedFor.current = guestId;
    whenNoFlow(() => {
      const now = guestSessionStore.getState().session;
      if (now?.id === guestId && !now.hasAvs && !now.isLocked) openAvsFlow();
    });
  }, [switches, lacksAvs, guestId]);

  // §6 "The Spanish-market variant shows a special age-check modal when no forced-avs cookie exists
  // and config enables it": config/client answers esAvsModal for the page's host.
  // A guest waits for the session: a verified guest needs no notice, and the forced flow replaces it.
  const noticeShown =
    !answered &&
    esAvsText !== null &&
    switches?.esAvsModal === true &&
    guest.status !== 'pending' &&
    (!isLoggedIn(guest) || (session !== null && !session.hasAvs && !switches.avsForcedModal)) &&
    !hasForcedAgeCheckCookie(document.cookie);

  if (!noticeShown) return null;
  const answer = (choice: 'verify' | 'later') => {
    document.cookie = forcedAgeCheckCookie(window.location.protocol === 'https:');
    setAnswered(true);
    if (choice !== 'verify') return;
    // §6: AVS needs a logged-in guest; a visitor gets the login door first.
    if (isLoggedIn(getGuestState())) openAvsFlow();
    else void overlayController().then((c) => c.openAuth({ force: true }));
  };
  return <ShowBox name="esAvs" props={{ text: esAvsText, onAnswer: answer }} />;
}
