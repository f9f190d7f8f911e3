'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { boxShown } from '@/components/boxes/box-shown';
import { whenNoBox } from '@/components/boxes/when-no-box';
import { whenConsentAnswered } from '@/lib/consent/consent-client';
import type { Locale } from '@/i18n/routing';
import { conversionChatPhase } from '@/lib/conversion-chat/conversion-chat-rules';
import { markOfferShown, wasOfferShown } from '@/lib/conversion-chat/offer-shown';
import type { ConversionChatAction } from '@/lib/contracts/conversion-chat';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { whenNoFlow } from '@/stores/overlay';
import { useGuestSession } from '@/stores/guest-session';
import { QueryProvider } from '@/components/providers/query-provider';
import { answerConversionChat } from '@/lib/queries/conversion-chat';
import type { BoxMode } from './conversion-chat-box';
import { ConversionChatPill } from './conversion-chat-pill';
import type { ConversionChatText } from './conversion-chat-text';
import { useEpochSeconds } from './use-epoch-seconds';

const OFFER_DELAY_MS = 400;

// The box and its dialog load when it is shown: on most pages of a candidate only the pill is (§1 speed).
const ConversionChatBox = lazy(() => import('./conversion-chat-box').then((module) => ({ default: module.ConversionChatBox })));

/**
 * The conversion chat of a logged-in guest, from the §3 session's countdown ends:
 * for a candidate the box opens by itself once per browser session (docked, never over another
 * box or an open flow); while a candidate or eligible, the pill reopens it. One box at a time.
 */
export function ConversionChatPanel({ locale, text }: { locale: Locale; text: ConversionChatText }) {
  const state = useGuestSession()?.conversionChat ?? null;
  // Renders again only when a countdown ends (the phase changes); the countdowns' text ticks by itself.
  const now = useEpochSeconds([state?.candidateEndsAt ?? null, state?.eligibleEndsAt ?? null]);
  const phase = conversionChatPhase(now, state);
  const [mode, setMode] = useState<BoxMode | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const offered = useRef(false);

  useEffect(() => {
    if (phase !== 'candidate' || offered.current || wasOfferShown()) return;
    let live = true;
    let timer = 0;
    let stopWaiting = () => {};
    // §3 the consent banner asks first: the offer comes once it was answered.
    const stopConsent = whenConsentAnswered(() => whenNoFlow(() => {
      if (!live) return;
      // A moment later: the flow that just closed (the sign-up) has then left the page.
      timer = window.setTimeout(() => {
        if (!live || offered.current) return;
        offered.current = true;
        // §2 one box at a time: a box opened by name (onboarding after the sign-up) goes first,
        // the offer follows once it closed; a card its owner draws keeps the corner for this page.
        stopWaiting = whenNoBox(() => {
          if (!live || boxShown()) return;
          markOfferShown();
          setMode((current) => current ?? 'docked');
        });
      }, OFFER_DELAY_MS);
    }));
    return () => {
      live = false;
      stopConsent();
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [phase]);

  const answer = async (action: ConversionChatAction) => {
    if (!isLoggedIn(getGuestState())) return;
    setBusy(true);
    setFailed(false);
    try {
      await answerConversionChat(locale, action);
      // After accepting, the list of performers needs room, and the guest asked for it.
      if (action === 'enable') setMode('modal');
    } catch {
      setFailed(true);
    } finally {
      // Either way the session says what is true now (another tab may have answered first).
      await import('@/lib/guest/guest-auth').then((auth) => auth.reloadGuestSession());
      setBusy(false);
    }
  };

  // The box goes when its countdown ends (or the answer ends it): derived, never stale.
  const shown = phase === null ? null : mode;
  // The lazily loaded root of the conversion chat: the performers' list inside queries its server data.
  return (
    <QueryProvider>
      {shown && phase && state ? (
        <Suspense fallback={null}>
          <ConversionChatBox
            key={shown}
            mode={shown}
            phase={phase}
            state={state}
            locale={locale}
            text={text}
            busy={busy}
            failed={failed}
            onAccept={() => void answer('enable')}
            onDecline={() => void answer('disable')}
            onClose={() => {
              setMode(null);
              setFailed(false);
            }}
          />
        </Suspense>
      ) : null}
      {phase && state && !shown ? <ConversionChatPill phase={phase} state={state} text={text} onOpen={() => setMode('modal')} /> : null}
    </QueryProvider>
  );
}
