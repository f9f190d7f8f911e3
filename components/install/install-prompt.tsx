'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { buttonStyles } from '@/components/ui/button-styles';
import { trackEvent } from '@/lib/api/beacon';
import { installChoice, installPromptPauseCookie, installPromptPaused } from '@/lib/install/install-prompt-cookie';

/** The event Chromium fires when the site can be installed (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

export type InstallPromptText = { title: string; body: string; install: string; notNow: string };

/**
 * §4 install prompt: when the browser says the site can be installed, a small card offers it
 * (instead of the browser's own mini bar); "Install" shows the browser's prompt and its choice is
 * reported as accept or dismiss; "Not now" counts as dismiss and pauses the offer for 30 days.
 */
export function InstallPrompt({ locale, text }: { locale: Locale; text: InstallPromptText }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!installPromptPaused(document.cookie)) setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  const report = (choice: 'accept' | 'dismiss') => trackEvent('installPrompt', { choice }, { language: locale });
  const install = async () => {
    setOffer(null);
    try {
      await offer.prompt();
      report(installChoice((await offer.userChoice).outcome));
    } catch {
      report('dismiss'); // the browser would not show it (already used): nothing was installed
    }
  };
  const notNow = () => {
    document.cookie = installPromptPauseCookie(window.location.protocol === 'https:');
    setOffer(null);
    report('dismiss');
  };

  return (
    <section
      aria-label={text.title}
      data-testid="install-prompt"
      className="fixed bottom-24 left-3 z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-surface-2 p-4 shadow-xl"
    >
      <h2 className="text-sm font-semibold text-fg">{text.title}</h2>
      <p className="mt-1 text-sm text-muted">{text.body}</p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={() => void install()} className={buttonStyles.primary}>
          {text.install}
        </button>
        <button type="button" onClick={notNow} className={buttonStyles.ghost}>
          {text.notNow}
        </button>
      </div>
    </section>
  );
}
