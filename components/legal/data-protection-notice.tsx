'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useRealtimeSession } from '@/stores/realtime-session';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type DataProtectionText = { title: string; body: string; terms: string; privacy: string; accept: string; later: string; failed: string };

type Props = { locale: Locale; text: DataProtectionText; termsHref: string; privacyHref: string };

/**
 * §7 dataProtection {showDataProtection}: a logged-in guest who has not accepted the current
 * privacy policy and terms (changed since sign-up) is asked to, at the bottom of the page. Accept
 * stores it; "Later" closes the notice for this page (it comes back with the next session).
 */
export function DataProtectionNotice({ locale, text, termsHref, privacyHref }: Props) {
  const session = useRealtimeSession();
  const guest = useGuest();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => session?.on('dataProtection', (event) => setShown(event.showDataProtection)), [session]);

  if (!shown || !isLoggedIn(guest)) return null;
  const close = async (accepted: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      // §7 closeAgbAndDataProtection / closeDataProtection; the REST client loads with the first click.
      const { closeDataProtection } = await import('@/lib/queries/guest');
      const stillPending = await closeDataProtection(locale, accepted);
      setShown(accepted ? stillPending : false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="data-protection-title"
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-surface px-4 py-4 shadow-2xl sm:px-6"
    >
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id="data-protection-title" className="text-base font-semibold">
            {text.title}
          </h2>
          <p className="mt-1 text-muted">
            {text.body}{' '}
            <a href={termsHref} className="text-accent underline underline-offset-2">
              {text.terms}
            </a>
            {' · '}
            <a href={privacyHref} className="text-accent underline underline-offset-2">
              {text.privacy}
            </a>
          </p>
          {failed ? (
            <p role="alert" className="mt-1 text-sale">
              {text.failed}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" disabled={busy} onClick={() => void close(false)} className={buttonStyles.secondary}>
            {text.later}
          </button>
          <button type="button" disabled={busy} onClick={() => void close(true)} className={buttonStyles.primary}>
            {text.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
