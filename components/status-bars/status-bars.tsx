'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { openAvsBox } from '@/components/avs/open-avs-box';
import { whenIdle } from '@/components/live/deferred-island';
import type { Locale } from '@/i18n/routing';
import { consentSnapshot, subscribeConsent } from '@/lib/consent/consent-client';
import { statusBarsOptions } from '@/lib/queries/status-bars';
import { STATUS_BAR_ERROR_EVENT } from '@/lib/status-bars/raise-error';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { useGuestSession } from '@/stores/guest-session';
import { readBarCookies, renewLastVisit } from './status-bar-cookies';
import { StatusBarDock } from './status-bar-dock';
import { chooseStatusBar, daysBetween } from './status-bar-rules';
import type { StatusBarText } from './status-bar-text';
import { StatusBarView } from './status-bar-view';

/** What this page view knows once: landing flags, the bars' cookies and the last visit (read before it is renewed). */
function pageFacts() {
  const query = new URLSearchParams(location.search);
  const today = new Date().toISOString().slice(0, 10);
  const jar = readBarCookies();
  return {
    today,
    notFoundLanding: query.get('nf') === '1',
    mailConfirmedLanding: query.get('ec') === '1',
    daysSinceLastVisit: daysBetween(jar.lastVisit, today),
    cookies: closedIn(jar),
  };
}

/** Which bars the cookies say are closed (read again after a bar was closed: closedIn(readBarCookies())). */
function closedIn(jar: ReturnType<typeof readBarCookies>) {
  return { noAge: jar.closedNoAgeCheck, mail: jar.closedMailNotVerified };
}

/** §3 "Other states": one bar at a time, chosen by the pure rules (./status-bar-rules.ts). */
export function StatusBars({ locale, text }: { locale: Locale; text: StatusBarText }) {
  const guest = useGuest();
  const session = useGuestSession();
  const loggedIn = isLoggedIn(guest);
  const [facts] = useState(pageFacts);
  const [errors, setErrors] = useState<string[]>([]);
  // Bars closed on this page (local ones) and the cookie state, re-read when a bar is closed.
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [cookies, setCookies] = useState(facts.cookies);
  const { data: serverBars = [] } = useQuery({ ...statusBarsOptions(locale), enabled: loggedIn });
  const consentAnswered = useSyncExternalStore(subscribeConsent, consentSnapshot, () => '') !== '';

  // This visit's day is written once the page is idle: a cookie write in the first render made the
  // next cookie read wait on the browser's cookie store inside a long task (§1 speed).
  useEffect(() => whenIdle(() => renewLastVisit(facts.today)), [facts.today]);

  useEffect(() => {
    const onError = (event: Event) => {
      const message = (event as CustomEvent<unknown>).detail;
      if (typeof message === 'string' && message) setErrors((held) => [...held, message]);
    };
    window.addEventListener(STATUS_BAR_ERROR_EVENT, onError);
    return () => window.removeEventListener(STATUS_BAR_ERROR_EVENT, onError);
  }, []);

  const choice = chooseStatusBar({
    loggedIn: loggedIn && session !== null,
    hasAvs: session?.hasAvs === true,
    avsStatus: session?.avsStatus ?? 'unknown',
    avsRejectMessage: session?.avsRejectMessage ?? null,
    isEmailVerified: session?.isEmailVerified !== false,
    closedNoAgeCheck: cookies.noAge,
    closedMailNotVerified: cookies.mail,
    notFoundLanding: facts.notFoundLanding && !closed.has('notFound'),
    mailConfirmedLanding: facts.mailConfirmedLanding && !closed.has('mailConfirmed'),
    daysSinceLastVisit: closed.has('welcomeBack') ? null : facts.daysSinceLastVisit,
    errorMessage: errors[0] ?? null,
    serverBars,
  });
  // The bar sits where the cookie banner is (status-bar-rules.ts "Placement"): it waits for its answer.
  if (!choice || !consentAnswered) return null;
  if (choice.kind === 'avsRejected' && closed.has('avsRejected')) return null;

  return (
    <StatusBarDock>
      <StatusBarView
        locale={locale}
        text={text}
        choice={choice}
        name={loggedIn ? guest.screenName : ''}
        guestId={loggedIn ? guest.guestId : null}
        email={session?.email ?? null}
        onVerify={() => openAvsBox()}
        onError={(message) => setErrors((held) => [...held, message])}
        onClosed={(kind) => {
          if (kind === 'error') setErrors((held) => held.slice(1));
          else setClosed((held) => new Set(held).add(kind));
          setCookies(closedIn(readBarCookies()));
        }}
      />
    </StatusBarDock>
  );
}
