'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import { getQueryClient } from '@/lib/queries/query-client';
import { PayBridge } from './pay-bridge';

const BridgeContext = createContext<PayBridge | null>(null);

/** The page's bridge to the guest app (app/pay/_components/pay-bridge.ts). */
export function usePayBridge(): PayBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('usePayBridge outside PayFrame');
  return bridge;
}

/** The logged-in guest's access token handed over by the app; null before it arrived or when logged out. */
export function usePayAccessToken(): string | null {
  const bridge = usePayBridge();
  return useSyncExternalStore(
    (listener) => bridge.subscribe(listener),
    () => bridge.accessToken,
    () => null,
  );
}

type PayFrameProps = {
  frameId: string | null;
  appOrigin: string | null;
  language: Locale;
  title: string;
  closeLabel: string;
  /** §3 module config hideClose. */
  hideClose: boolean;
  children: ReactNode;
};

/**
 * The card every hosted view sits in: the view's title, a close button, and the bridge that
 * tells the guest app ready → content loaded → view ready once the page has hydrated.
 */
export function PayFrame({ frameId, appOrigin, language, title, closeLabel, hideClose, children }: PayFrameProps) {
  const [bridge] = useState(() => new PayBridge(frameId, appOrigin, language));

  const close = useCallback(() => {
    if (!bridge.post({ type: 'close' })) window.close();
  }, [bridge]);

  useEffect(() => {
    const stop = bridge.start();
    let guest = bridge.accessToken;
    // Another guest's token (or none): nothing loaded for the one before may show (the keys name no guest).
    const stopWatching = bridge.subscribe(() => {
      if (guest !== null && bridge.accessToken !== guest) getQueryClient().clear();
      guest = bridge.accessToken;
    });
    bridge.post({ type: 'contentLoaded' });
    bridge.post({ type: 'viewReady' });
    // Focus is inside the frame while it is shown: Escape closes from here (the app cannot hear it).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !hideClose) close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      stop();
      stopWatching();
      window.removeEventListener('keydown', onKey);
    };
  }, [bridge, close, hideClose]);

  return (
    <BridgeContext.Provider value={bridge}>
      <main lang={language} className="mx-auto flex min-h-dvh max-w-[675px] flex-col bg-surface px-5 py-6 sm:px-8">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold">{title}</h1>
          {hideClose ? null : (
            <button
              type="button"
              onClick={close}
              aria-label={closeLabel}
              className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-2xl text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </main>
    </BridgeContext.Provider>
  );
}
