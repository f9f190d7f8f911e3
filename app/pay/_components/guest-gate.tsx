'use client';

import { type ReactNode, useEffect, useState } from 'react';
import type { OverlayFlow } from '@/lib/overlay/flows';
import { usePayAccessToken, usePayBridge } from './pay-frame';
import { PAY_SUBMIT_CLASS } from './pay-field';

/** Waits this long for the app's access token before saying "log in first". */
const TOKEN_WAIT_MS = 3000;

export type GuestGateText = { loading: string; loggedOut: string; toLogin: string };

/**
 * The views that act for a logged-in guest (payment, abo, avs, promocode, settings): they wait
 * for the access token the app hands over (additionalInfo), and without one they offer the login
 * view. The view itself renders only with the token, which its REST calls then carry (the bridge
 * lends it to them, app/pay/_components/pay-bridge.ts).
 */
export function GuestGate({ text, loginHref, children }: { text: GuestGateText; loginHref: string; children: ReactNode }) {
  const accessToken = usePayAccessToken();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (accessToken) return;
    const timer = setTimeout(() => setGaveUp(true), TOKEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [accessToken]);

  if (accessToken) return children;
  if (!gaveUp) {
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {text.loading}
      </p>
    );
  }
  return (
    <p className="mt-6 text-sm">
      {text.loggedOut}{' '}
      <a href={loginHref} className="font-semibold text-accent underline-offset-4 hover:underline">
        {text.toLogin}
      </a>
    </p>
  );
}

/** The last step of a flow: tells the app it succeeded (it closes the overlay), or closes the tab. */
export function FlowDoneButton({ flow, label }: { flow: OverlayFlow; label: string }) {
  const bridge = usePayBridge();
  return (
    <button type="button" onClick={() => bridge.post({ type: 'success', result: { flow } }) || window.close()} className={PAY_SUBMIT_CLASS}>
      {label}
    </button>
  );
}

